/**
 * A small CSV reader for registers exported from a spreadsheet (RFC 4180 and what Excel writes):
 * fields in double quotes may hold commas, line breaks and doubled quotes (""); lines end in LF,
 * CRLF or CR; a byte-order mark at the start is dropped; blank lines are skipped. A quote left
 * open is an error, never a silently joined register.
 */

export type CsvResult = { ok: true; rows: string[][] } | { ok: false; line: number; message: string };

export const UNCLOSED_QUOTE = 'A quoted field is not closed';
export const STRAY_QUOTE = 'A quote inside a field that is not quoted: put the whole field in quotes and double the quote';

export function parseCsv(input: string): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  /** The field began with a quote (so it ends at the closing one). */
  let inQuotes = false;
  let line = 1;
  let quoteLine = 1;

  const endField = () => {
    row.push(field);
    field = '';
    quoted = false;
  };
  const endRow = () => {
    // A line with nothing on it (not even a comma or "") is not a row: a register's trailing newline.
    const blank = row.length === 0 && field === '' && !quoted;
    endField();
    if (!blank) rows.push(row);
    row = [];
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field !== '' || quoted) return { ok: false, line, message: STRAY_QUOTE };
      inQuotes = true;
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
    } else if (quoted) {
      // Text after a closing quote ("a"b): Excel never writes it; refusing it keeps fields exact.
      return { ok: false, line, message: STRAY_QUOTE };
    } else {
      field += char;
    }
  }
  if (inQuotes) return { ok: false, line: quoteLine, message: UNCLOSED_QUOTE };
  if (field !== '' || quoted || row.length) endRow();
  return { ok: true, rows };
}
