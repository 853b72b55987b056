/** Codes sent by SMS to a number with no session yet (phone_otps): sign-up and reset. Hashes only. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { phoneOtps } from '../../../db/schema';
import { sha256 } from '../../../lib/crypto';
import { takeSentCodeTry, useSentCode, type SentCodeTable } from '../codes/sent-codes.repository';

export type PhoneOtpPurpose = 'sign_up' | 'reset';
export type PhoneOtpRow = typeof phoneOtps.$inferSelect;

/** Bound to the number and the purpose: a sign-up code does not reset a password. */
export const hashPhoneOtp = (phone: string, purpose: PhoneOtpPurpose, code: string) => sha256(`${purpose}:${phone}:${code}`);

/** A new code replaces every open one for the number and purpose: only the latest SMS works. */
export async function replacePhoneOtp(
  db: Executor,
  values: {
    phone: string;
    purpose: PhoneOtpPurpose;
    code: string;
    firstName?: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  const { phone, purpose, code, firstName, expiresAt } = values;
  await db
    .update(phoneOtps)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneOtps.phone, phone), eq(phoneOtps.purpose, purpose), isNull(phoneOtps.usedAt)));
  await db.insert(phoneOtps).values({ phone, purpose, otpHash: hashPhoneOtp(phone, purpose, code), firstName: firstName ?? null, expiresAt });
}

/** The latest unused code for the number and purpose (expired ones too: the caller says so). */
export async function findOpenPhoneOtp(db: Executor, phone: string, purpose: PhoneOtpPurpose): Promise<PhoneOtpRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneOtps)
    .where(and(eq(phoneOtps.phone, phone), eq(phoneOtps.purpose, purpose), isNull(phoneOtps.usedAt)))
    .orderBy(desc(phoneOtps.createdAt), desc(phoneOtps.id))
    .limit(1);
  return row;
}

/** Where SMS codes to a number without a session are kept; a code is used once `usedAt` is set. */
const PHONE_OTPS: SentCodeTable = {
  table: phoneOtps,
  id: phoneOtps.id,
  attempts: phoneOtps.attempts,
  expiresAt: phoneOtps.expiresAt,
  unused: isNull(phoneOtps.usedAt),
  markUsed: () => ({ usedAt: new Date() }),
  maxAttempts: OTP_MAX_ATTEMPTS,
};

export const takePhoneOtpTry = (db: Executor, id: number) => takeSentCodeTry(db, PHONE_OTPS, id);
export const consumePhoneOtp = (db: Executor, id: number) => useSentCode(db, PHONE_OTPS, id);
