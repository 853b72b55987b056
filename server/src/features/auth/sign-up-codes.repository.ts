/** The e-mailed sign-up codes (email_otps); only a hash of each code is stored. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOtps } from '../../db/schema';
import { takeSentCodeTry, useSentCode, type SentCodeTable } from './codes/sent-codes.repository';

export type SignUpCodeRow = typeof emailOtps.$inferSelect;

/**
 * A new code replaces every open one for the address: only the latest e-mail works. A signed-in
 * account's code (`userId`, account-email.ts) replaces only that account's open code, whatever its
 * address, and never touches a stranger's sign-up code for the same address.
 */
export async function replaceSignUpCode(db: Executor, values: { email: string; otpHash: string; expiresAt: Date; userId?: string }): Promise<void> {
  const mine = values.userId ? eq(emailOtps.userId, values.userId) : and(eq(emailOtps.email, values.email), isNull(emailOtps.userId));
  await db.delete(emailOtps).where(and(mine, eq(emailOtps.verified, false)));
  await db.insert(emailOtps).values(values);
}

export async function findOpenSignUpCode(db: Executor, email: string): Promise<SignUpCodeRow | undefined> {
  return findOpen(db, and(eq(emailOtps.email, email), isNull(emailOtps.userId)));
}

/** The open code a signed-in account asked for (its address is the row's `email`). */
export async function findOpenAccountEmailCode(db: Executor, userId: string): Promise<SignUpCodeRow | undefined> {
  return findOpen(db, eq(emailOtps.userId, userId));
}

async function findOpen(db: Executor, where: SQL | undefined): Promise<SignUpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOtps)
    .where(and(where, eq(emailOtps.verified, false)))
    .orderBy(desc(emailOtps.createdAt), desc(emailOtps.id))
    .limit(1);
  return row;
}

/** Where e-mailed codes are kept; a code is used once `verified`. */
const EMAIL_CODES: SentCodeTable = {
  table: emailOtps,
  id: emailOtps.id,
  attempts: emailOtps.attempts,
  expiresAt: emailOtps.expiresAt,
  unused: eq(emailOtps.verified, false),
  markUsed: () => ({ verified: true }),
  maxAttempts: OTP_MAX_ATTEMPTS,
};

export const takeSignUpCodeTry = (db: Executor, id: number) => takeSentCodeTry(db, EMAIL_CODES, id);
export const consumeSignUpCode = (db: Executor, id: number) => useSentCode(db, EMAIL_CODES, id);
