/** SMS codes that prove a phone number (phone_codes); only a hash of each code is stored. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { PHONE_CODE_MAX_ATTEMPTS } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { phoneCodes } from '../../../db/schema/sms';
import { sha256 } from '../../../lib/crypto';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type PhoneCodePurpose = 'account' | 'new_phone' | 'lost_report';

/** Bound to the account and number: a code read off one SMS works for nothing else. */
export const hashPhoneCode = (userId: string, phone: string, code: string) => sha256(`${userId}:${phone}:${code}`);

/** The scope a code belongs to: the account's own codes, or one lost report's. */
const scopeOf = (userId: string, lostReportId: number | null) =>
  lostReportId === null
    ? and(eq(phoneCodes.userId, userId), sql`${phoneCodes.purpose} in ('account', 'new_phone')`)
    : and(eq(phoneCodes.userId, userId), eq(phoneCodes.lostReportId, lostReportId));

/** A new code replaces every open one in its scope: only the latest SMS works. */
export async function replacePhoneCode(
  db: Executor,
  values: {
    userId: string;
    phone: string;
    purpose: PhoneCodePurpose;
    lostReportId?: number | null;
    code: string;
    expiresAt: Date;
  },
): Promise<void> {
  const lostReportId = values.lostReportId ?? null;
  await db
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(scopeOf(values.userId, lostReportId), isNull(phoneCodes.usedAt)));
  await db.insert(phoneCodes).values({
    userId: values.userId,
    phone: values.phone,
    purpose: values.purpose,
    lostReportId,
    codeHash: hashPhoneCode(values.userId, values.phone, values.code),
    expiresAt: values.expiresAt,
  });
}

/** The latest unused, unexpired code in the scope. */
export async function findOpenPhoneCode(db: Executor, userId: string, lostReportId: number | null = null): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(scopeOf(userId, lostReportId), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, new Date())))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  return row;
}

/**
 * Takes one try before the code is compared, atomically: five concurrent guesses cannot become
 * fifty. False when the code has had all its tries.
 */
export async function takePhoneCodeTry(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt), sql`${phoneCodes.attempts} < ${PHONE_CODE_MAX_ATTEMPTS}`))
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}

/** Marks the code used, once: a second caller with the same code gets false. */
export async function consumePhoneCode(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}
