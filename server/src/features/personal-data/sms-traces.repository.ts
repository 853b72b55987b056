/**
 * What the SMS and USSD channels hold about a person (docs/decisions/0170, "SMS and USSD"): the
 * SMS sent to them, their alert switches, their phone codes, the language their number chose on
 * the USSD menu. Read for the download, erased with the account, and aged by the retention pass.
 * An SMS row keeps its kind, status and cost after its words and number go: the books count SMS.
 */
import { and, desc, eq, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { phoneCodes, smsAlertPreferences, smsMessages, type UserRow, ussdCallers } from '../../db/schema';

/** The SMS of a download: newest first, at most this many (a year of alerts is far fewer). */
const EXPORTED_SMS = 500;

export async function smsTracesOf(tx: Executor, user: UserRow) {
  const [messages, [alerts], [ussd]] = await Promise.all([
    tx
      .select({
        kind: smsMessages.kind,
        phone: smsMessages.phone,
        text: smsMessages.text,
        status: smsMessages.status,
        createdAt: smsMessages.createdAt,
        sentAt: smsMessages.sentAt,
        deliveredAt: smsMessages.deliveredAt,
      })
      .from(smsMessages)
      .where(eq(smsMessages.userId, user.id))
      .orderBy(desc(smsMessages.createdAt))
      .limit(EXPORTED_SMS),
    tx.select().from(smsAlertPreferences).where(eq(smsAlertPreferences.userId, user.id)),
    tx
      .select({ language: ussdCallers.language, updatedAt: ussdCallers.updatedAt })
      .from(ussdCallers)
      .where(eq(ussdCallers.phone, user.phone ?? '')),
  ]);
  return { messages, alerts: alerts ?? null, ussd: ussd ?? null };
}

/** With the account: the words and number of every SMS to the person, their codes, switches and USSD language. */
export async function eraseSmsTraces(tx: Executor, user: UserRow): Promise<void> {
  await tx
    .update(smsMessages)
    .set({ phone: '', text: '', updatedAt: new Date() })
    .where(user.phone ? or(eq(smsMessages.userId, user.id), eq(smsMessages.phone, user.phone)) : eq(smsMessages.userId, user.id));
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, user.id));
  await tx.delete(smsAlertPreferences).where(eq(smsAlertPreferences.userId, user.id));
  if (user.phone) await tx.delete(ussdCallers).where(eq(ussdCallers.phone, user.phone));
}

/** Retention: the words and number of SMS queued before the cut-off and no longer waiting to go. */
export async function forgetOldSmsTexts(db: Executor, queuedBefore: Date): Promise<number> {
  const forgotten = await db
    .update(smsMessages)
    .set({ phone: '', text: '' })
    .where(
      and(
        lte(smsMessages.createdAt, queuedBefore),
        ne(smsMessages.phone, ''),
        or(eq(smsMessages.status, 'sent'), eq(smsMessages.status, 'delivered'), eq(smsMessages.status, 'failed'), eq(smsMessages.status, 'skipped')),
      ),
    )
    .returning({ id: smsMessages.id });
  return forgotten.length;
}

/** Retention: phone codes that can no longer be used (spent or expired). */
export async function deleteSpentPhoneCodes(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(phoneCodes)
    .where(or(isNotNull(phoneCodes.usedAt), lte(phoneCodes.expiresAt, now)))
    .returning({ id: phoneCodes.id });
  return gone.length;
}

/** Retention: the USSD language of numbers that have not used the menu since the cut-off. */
export async function forgetIdleUssdCallers(db: Executor, lastUsedBefore: Date): Promise<number> {
  const gone = await db.delete(ussdCallers).where(lte(ussdCallers.updatedAt, lastUsedBefore)).returning({ phone: ussdCallers.phone });
  return gone.length;
}
