import { describe, expect, it } from 'vitest';
import { parseCsv, STRAY_QUOTE, UNCLOSED_QUOTE } from './parse-csv';

const rowsOf = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
};

describe('the CSV reader', () => {
  it('reads plain fields, and skips blank lines and the trailing newline', () => {
    expect(rowsOf('a,b,c\n1,2,3\n\n4,,6\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(rowsOf('title,description\n"Wallet, black","Found at ""Kencom""\nnear the stage"\n')).toEqual([
      ['title', 'description'],
      ['Wallet, black', 'Found at "Kencom"\nnear the stage'],
    ]);
  });

  it('reads CRLF and CR line ends and drops a byte-order mark', () => {
    expect(rowsOf('\uFEFFtitle,county\r\nID card,Nairobi\r\n')).toEqual([
      ['title', 'county'],
      ['ID card', 'Nairobi'],
    ]);
    expect(rowsOf('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(rowsOf('a\r\n"x\r\ny"\r\n')).toEqual([['a'], ['x\r\ny']]);
  });

  it('keeps an empty quoted field and a last field without a newline', () => {
    expect(rowsOf('a,"",c')).toEqual([['a', '', 'c']]);
    expect(rowsOf('""')).toEqual([['']]);
  });

  it('refuses a quote left open or a stray quote, with its line', () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({ ok: false, line: 2, message: UNCLOSED_QUOTE });
    expect(parseCsv('a\nsay "hi"')).toEqual({ ok: false, line: 2, message: STRAY_QUOTE });
    expect(parseCsv('a\n"x"y')).toEqual({ ok: false, line: 2, message: STRAY_QUOTE });
  });
});
