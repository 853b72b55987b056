/**
 * An organisation's register as CSV → the items it describes, or what is wrong with each row
 * (docs/decisions/0241). Columns are IMPORT_COLUMNS, header row required, order free, names
 * matched without regard to case. A category is named in English or Kiswahili, a county as one of
 * the 47; each row then passes the item form's own schema, a Documents row's question optional.
 */
import { categoryDisplayName, COUNTIES, isDocumentsCategory, isMessageKey, MESSAGE_KEYS, messageText, type MessageKey } from '@okota/shared';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@okota/shared/contracts/organisations.contract';
import { organisationItemBody, type CreateItemBody } from '@okota/shared/contracts/items.contract';
import { DESK_DOCUMENT_QUESTION } from '../held/holding-period';
import { parseCsv } from './parse-csv';

export type Column = (typeof IMPORT_COLUMNS)[number];
export interface RowError {
  row: number;
  field: string;
  message: string;
  /** A shared MESSAGES key, which the desk's screen translates; the importer's own sentences have none. */
  messageKey?: MessageKey;
}

/** A row error worded by a shared message (a MESSAGES key), or by the importer's own English. */
function rowError(row: number, field: string, message: string): RowError {
  return isMessageKey(message) ? { row, field, message: messageText(message), messageKey: message } : { row, field, message };
}
export interface RegisterRow {
  row: number;
  body: CreateItemBody;
  isDocuments: boolean;
}
export interface Category {
  id: number;
  name: string;
  icon: string | null;
}

export const REQUIRED_COLUMNS: Column[] = ['title', 'description', 'category', 'county', 'dateFound'];
export const IMPORT_MESSAGES = {
  noRows: 'The file has a header row but no items',
  tooManyRows: `At most ${IMPORT_MAX_ROWS} items per file: split the register`,
  unknownColumn: 'Unknown column',
  repeatedColumn: 'This column appears twice',
  missingColumn: 'This column is required',
  extraFields: 'More fields than the header has columns',
  unknownCategory: 'Unknown category: use a category name as on Okota, in English or Kiswahili',
  dateFormat: 'Write the date as YYYY-MM-DD (or DD/MM/YYYY)',
} as const;

/** Form fields back to the register's column names. */
const COLUMN_OF: Record<string, Column> = { location: 'county', categoryId: 'category' };
const lower = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const countyByName = new Map(COUNTIES.map((county) => [lower(county), county as string]));

export function readRegister(csv: string, categories: Category[]): { rows: RegisterRow[]; count: number; errors: RowError[] } {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { rows: [], count: 0, errors: [{ row: 0, field: '', message: `${parsed.message} (line ${parsed.line})` }] };
  const [header = [], ...data] = parsed.rows;
  const columns = readHeader(header);
  if ('errors' in columns) return { rows: [], count: data.length, errors: columns.errors };
  if (!data.length) return { rows: [], count: 0, errors: [{ row: 0, field: '', message: IMPORT_MESSAGES.noRows }] };
  if (data.length > IMPORT_MAX_ROWS) return { rows: [], count: data.length, errors: [{ row: 0, field: '', message: IMPORT_MESSAGES.tooManyRows }] };

  const categoryByName = new Map<string, Category>();
  for (const category of categories) {
    categoryByName.set(lower(category.name), category);
    categoryByName.set(lower(categoryDisplayName(category.name, 'sw')), category);
  }
  const rows: RegisterRow[] = [];
  const errors: RowError[] = [];
  data.forEach((cells, index) => {
    const read = readRow(index + 1, cells, { ...columns, width: header.length }, categoryByName);
    if ('errors' in read) errors.push(...read.errors);
    else rows.push(read);
  });
  return { rows, count: data.length, errors };
}

function readHeader(header: string[]): { indexes: Map<Column, number> } | { errors: RowError[] } {
  const known = new Map(IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const indexes = new Map<Column, number>();
  const errors: RowError[] = [];
  header.forEach((cell, index) => {
    const column = known.get(cell.trim().toLowerCase());
    if (!cell.trim()) return;
    if (!column) errors.push({ row: 0, field: cell.trim().slice(0, 50), message: IMPORT_MESSAGES.unknownColumn });
    else if (indexes.has(column)) errors.push({ row: 0, field: column, message: IMPORT_MESSAGES.repeatedColumn });
    else indexes.set(column, index);
  });
  for (const column of REQUIRED_COLUMNS) if (!indexes.has(column)) errors.push({ row: 0, field: column, message: IMPORT_MESSAGES.missingColumn });
  return errors.length ? { errors } : { indexes };
}

function readRow(
  row: number,
  cells: string[],
  { indexes, width }: { indexes: Map<Column, number>; width: number },
  categoryByName: Map<string, Category>,
): RegisterRow | { errors: RowError[] } {
  const cell = (column: Column) => {
    const index = indexes.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const errors: RowError[] = [];
  if (cells.slice(width).some((value) => value.trim())) errors.push({ row, field: '', message: IMPORT_MESSAGES.extraFields });
  const category = categoryByName.get(lower(cell('category')));
  if (!category) errors.push(rowError(row, 'category', cell('category') ? IMPORT_MESSAGES.unknownCategory : MESSAGE_KEYS.categoryRequired));
  const county = countyByName.get(lower(cell('county')));
  if (!county) errors.push(rowError(row, 'county', MESSAGE_KEYS.countyRequired));
  const dateFound = isoDate(cell('dateFound'));
  if (cell('dateFound') && !dateFound) errors.push({ row, field: 'dateFound', message: IMPORT_MESSAGES.dateFormat });
  const isDocuments = isDocumentsCategory(category);

  const optional = (column: Column) => cell(column) || undefined;
  const parsed = organisationItemBody.safeParse({
    title: cell('title'),
    description: cell('description'),
    categoryId: category?.id ?? 0,
    location: county ?? '',
    nearLocation: optional('nearLocation'),
    dateFound: dateFound ?? cell('dateFound'),
    documentNumber: optional('documentNumber'),
    verificationQuestion1: optional('verificationQuestion1'),
    verificationAnswer1: optional('verificationAnswer1'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0] ?? '');
      // The category, county and date have said what is wrong with them already.
      if (!errors.some((error) => error.field === field)) errors.push(rowError(row, field, issue.message));
    }
  }
  if (cell('documentNumber') && category && !isDocuments) errors.push(rowError(row, 'documentNumber', MESSAGE_KEYS.documentNumberOnlyDocuments));
  if (!cell('verificationQuestion1') && category && !isDocuments) errors.push(rowError(row, 'verificationQuestion1', MESSAGE_KEYS.questionRequired));
  if (errors.length || !parsed.success) return { errors };
  return { row, isDocuments, body: { ...parsed.data, verificationQuestion1: parsed.data.verificationQuestion1 || DESK_DOCUMENT_QUESTION } };
}

/** YYYY-MM-DD as it is, or DD/MM/YYYY (how Kenyan registers write dates) turned round; else undefined. */
function isoDate(text: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, day, month, year] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) || new Date(`${iso}T00:00:00Z`).getUTCDate() !== Number(day) ? undefined : iso;
}
