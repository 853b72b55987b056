/** The e-mailed sign-up codes (email_otps); only a hash of each code is stored. */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOtps } from '../../db/schema';

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

/** Counts a wrong code; answers how many wrong tries the code has now had. */
export async function countWrongCode(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(emailOtps)
    .set({ attempts: sql`${emailOtps.attempts} + 1` })
    .where(eq(emailOtps.id, id))
    .returning({ attempts: emailOtps.attempts });
  return row?.attempts ?? OTP_MAX_ATTEMPTS;
}

/** Marks the code used, once: a second caller with the same code gets false. */
export async function consumeSignUpCode(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(emailOtps)
    .set({ verified: true })
    .where(and(eq(emailOtps.id, id), eq(emailOtps.verified, false), gt(emailOtps.expiresAt, new Date()), lt(emailOtps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: emailOtps.id });
  return rows.length === 1;
}
