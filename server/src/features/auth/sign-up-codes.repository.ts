/** The e-mailed sign-up codes (email_otps); only a hash of each code is stored. */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { Executor } from '../../db/client';
import { emailOtps } from '../../db/schema';

export type SignUpCodeRow = typeof emailOtps.$inferSelect;

/** A new code replaces every open one for the address: only the latest e-mail works. */
export async function replaceSignUpCode(db: Executor, values: { email: string; otpHash: string; expiresAt: Date }): Promise<void> {
  await db.delete(emailOtps).where(and(eq(emailOtps.email, values.email), eq(emailOtps.verified, false)));
  await db.insert(emailOtps).values(values);
}

export async function findOpenSignUpCode(db: Executor, email: string): Promise<SignUpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOtps)
    .where(and(eq(emailOtps.email, email), eq(emailOtps.verified, false)))
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
    .where(and(
      eq(emailOtps.id, id),
      eq(emailOtps.verified, false),
      gt(emailOtps.expiresAt, new Date()),
      lt(emailOtps.attempts, OTP_MAX_ATTEMPTS),
    ))
    .returning({ id: emailOtps.id });
  return rows.length === 1;
}
