/** SMS codes that prove a phone number (phone_codes); only a hash of each code is stored. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { PHONE_CODE_MAX_ATTEMPTS } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { phoneCodes } from '../../../db/schema/sms';
import { sha256 } from '../../../lib/crypto';
import { takeSentCodeTry, useSentCode, type SentCodeTable } from '../codes/sent-codes.repository';

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

/** Where SMS codes to an account are kept; a code is used once `usedAt` is set. */
const PHONE_CODES: SentCodeTable = {
  table: phoneCodes,
  id: phoneCodes.id,
  attempts: phoneCodes.attempts,
  expiresAt: phoneCodes.expiresAt,
  unused: isNull(phoneCodes.usedAt),
  markUsed: () => ({ usedAt: new Date() }),
  maxAttempts: PHONE_CODE_MAX_ATTEMPTS,
};

export const takePhoneCodeTry = (db: Executor, id: number) => takeSentCodeTry(db, PHONE_CODES, id);
export const consumePhoneCode = (db: Executor, id: number) => useSentCode(db, PHONE_CODES, id);
