/**
 * The ledger as CSV for a spreadsheet. A cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with an apostrophe, so a spreadsheet shows it as text instead of running it
 * as a formula (an item title is written by a stranger); cells are quoted per RFC 4180.
 */
import { formatNairobiDateTime } from '@okota/shared';
import type { LedgerEntry } from './list-ledger';

const HEADER = ['date_eat', 'day', 'kind', 'payment_id', 'item_id', 'item_title', 'amount_ksh', 'mpesa_receipt', 'state'];

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function ledgerCsv(entries: LedgerEntry[]): string {
  const lines = entries.map((e) =>
    [formatNairobiDateTime(e.at, 'en'), e.day, e.kind, e.paymentId, e.itemId, e.itemTitle, e.amount, e.receipt, e.state].map(csvCell).join(','),
  );
  // The byte order mark makes spreadsheet programs read the titles as UTF-8.
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Built from validated days only, so nothing a user wrote reaches the header. */
export function ledgerFileName(filters: { from: string | null; to: string | null }): string {
  const span = [filters.from ?? 'start', filters.to ?? 'today'].join('-to-');
  return `okota-ledger-${span}.csv`;
}
