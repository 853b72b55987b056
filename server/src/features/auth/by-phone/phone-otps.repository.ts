/** Codes sent by SMS to a number with no session yet (phone_otps): sign-up and reset. Hashes only. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { phoneOtps } from '../../../db/schema';
import { sha256 } from '../../../lib/crypto';

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

/**
 * Takes one try before the code is compared, atomically: five concurrent guesses cannot become
 * fifty. False when the code has had all its tries.
 */
export async function takePhoneOtpTry(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.usedAt), sql`${phoneOtps.attempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ attempts: phoneOtps.attempts });
  return rows.length > 0;
}

/** Marks the code used, once and only while valid: a second caller with the same code gets false. */
export async function consumePhoneOtp(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(phoneOtps)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.usedAt), gt(phoneOtps.expiresAt, new Date())))
    .returning({ id: phoneOtps.id });
  return rows.length > 0;
}
