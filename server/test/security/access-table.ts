/**
 * Who may call what: one row per route (and per case where the target changes the answer), the
 * status each kind of caller must get, and how to make the call. The access-matrix test runs it;
 * print-access-table.ts renders the same rows into docs/security.md.
 *
 * Callers: a guest; a claimer (a signed-in user with no stake in the item); the item's finder; the
 * paid claimer (completed payment on the item); an approved but unpaid claimer (of their own
 * item, by the same finder); another user (in finder mode, with an item of their own); a
 * suspended user; an admin.
 */
import { ROLES, type Role } from './security.test-support';
import type { AccessRow } from './access/kit';
import { PUBLIC_ROWS } from './access/public';
import { ITEMS_ROWS } from './access/items';
import { ACCOUNTS_ROWS } from './access/accounts';
import { CLAIMS_ROWS } from './access/claims';
import { PAYMENTS_ROWS } from './access/payments';
import { SOCIAL_ROWS } from './access/social';
import { PROFILE_ROWS } from './access/profile';
import { LOST_REPORTS_ROWS } from './access/lost-reports';
import { UPLOADS_ROWS } from './access/uploads';
import { ADMIN_ROWS } from './access/admin';
import { PERSONAL_DATA_ROWS } from './access/personal-data';
import { USSD_ROWS } from './access/ussd';
import { SMS_ROWS } from './access/sms';
import { WHATSAPP_ROWS } from './access/whatsapp';
import { ADMIN_ORGANISATIONS_ROWS, ORGANISATIONS_ROWS } from './access/organisations';
import { ORGANISATION_COLLECTIONS_ROWS } from './access/organisation-collections';
import { ORGANISATION_HELD_ROWS } from './access/organisation-held';

export { QUICK_LOGIN_KEY, type AccessRow, type Call, type Expect, type Method } from './access/kit';

/** In this order in docs/security.md. */
export const ACCESS_TABLE: AccessRow[] = [
  ...PUBLIC_ROWS,
  ...ITEMS_ROWS,
  ...ACCOUNTS_ROWS,
  ...CLAIMS_ROWS,
  ...PAYMENTS_ROWS,
  ...SOCIAL_ROWS,
  ...PROFILE_ROWS,
  ...PERSONAL_DATA_ROWS,
  ...LOST_REPORTS_ROWS,
  ...UPLOADS_ROWS,
  // After the lost-report rows: these make reports for the claimer, who may have ten open at most.
  ...USSD_ROWS,
  ...SMS_ROWS,
  ...WHATSAPP_ROWS,
  ...ORGANISATIONS_ROWS,
  ...ORGANISATION_COLLECTIONS_ROWS,
  ...ORGANISATION_HELD_ROWS,
  ...ADMIN_ROWS,
  ...ADMIN_ORGANISATIONS_ROWS,
];

const STATUS_WORDS: Record<number, string> = { 401: '401', 403: '**403**', 404: '404' };

/** The table as Markdown, for docs/security.md. */
export function renderAccessTable(rows: AccessRow[] = ACCESS_TABLE): string {
  const header = `| route | case | ${ROLES.map((r) => ROLE_HEADERS[r]).join(' | ')} | note |`;
  const rule = `|${' --- |'.repeat(ROLES.length + 3)}`;
  const lines = rows.map((row) => {
    const route = `\`${row.route}\`${row.undocumented ? ' †' : ''}`;
    const cells = ROLES.map((r) => STATUS_WORDS[row.expect[r]] ?? String(row.expect[r]));
    return `| ${route} | ${row.case ?? ''} | ${cells.join(' | ')} | ${row.note ?? ''} |`;
  });
  return [header, rule, ...lines].join('\n');
}

const ROLE_HEADERS: Record<Role, string> = {
  guest: 'guest',
  claimer: 'claimer',
  finder: 'finder',
  paidClaimer: 'paid claimer',
  approvedClaimer: 'approved, unpaid',
  other: 'other user',
  suspended: 'suspended',
  admin: 'admin',
};
