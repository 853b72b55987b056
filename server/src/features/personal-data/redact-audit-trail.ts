/**
 * The audit trail stays (who did what, when and why is the point of it), but what it copied of a
 * closed account goes: every e-mail address and phone number the person had, the current ones and
 * the former ones admin actions recorded (an admin's correction keeps "from" and "to"), in any
 * spelling of the number (+2547…, 2547…, 07…); and the words the person wrote that an admin
 * action quoted (a dispute's reason, a report's reason).
 */
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { dropReasonsOfUser, listAuditDetailsAbout, listAuditRowsMentioning, setAuditDetails } from './audit-trail.repository';

const ERASED = '[erased]';
/** Keys under which an admin action records contact details. */
const CONTACT_KEYS = new Set(['email', 'phone', 'phoneNumber']);

export async function redactAuditTrail(tx: Executor, user: Pick<UserRow, 'id' | 'email' | 'phone'>): Promise<void> {
  const former = (await listAuditDetailsAbout(tx, user.id)).flatMap((details) => contactValues(details));
  const secrets = [...new Set([user.email, user.phone, ...former].flatMap((value) => spellings(value)))];

  const rows = await listAuditRowsMentioning(tx, user.id, secrets);
  for (const row of rows) {
    if (!row.details) continue;
    const own = row.targetType === 'user' && row.targetId === user.id;
    const redacted = redact(row.details, secrets, own);
    if (JSON.stringify(redacted) !== JSON.stringify(row.details)) {
      await setAuditDetails(tx, row.id, redacted as Record<string, unknown>);
    }
  }

  await dropReasonsOfUser(tx, user.id);
}

/** The e-mail addresses and phone numbers recorded in one entry's details, at any depth. */
function contactValues(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return CONTACT_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((entry) => contactValues(entry, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, entry]) => contactValues(entry, k));
  return [];
}

/** Lower case, and a Kenyan number as +2547…, 2547… and 07… (each as it might be written). */
function spellings(value: string | null | undefined): string[] {
  const text = value?.trim().toLowerCase();
  if (!text || text.length < 5) return [];
  const digits = text.replace(/[\s-]/g, '');
  const local = /^\+?254(\d{9})$/.exec(digits)?.[1] ?? /^0(\d{9})$/.exec(digits)?.[1];
  return local ? [text, `+254${local}`, `254${local}`, `0${local}`] : [text];
}

/**
 * Every string that contains one of the secrets becomes "[erased]"; in the entries about the
 * person themselves, so does every value under a contact key (an address since changed by hand).
 */
function redact(value: unknown, secrets: string[], own: boolean, key = ''): unknown {
  if (typeof value === 'string') {
    if (own && CONTACT_KEYS.has(key)) return ERASED;
    const lower = value.toLowerCase();
    return secrets.some((secret) => lower.includes(secret)) ? ERASED : value;
  }
  if (Array.isArray(value)) return value.map((entry) => redact(entry, secrets, own, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, entry]) => [k, redact(entry, secrets, own, k)]));
  }
  return value;
}
