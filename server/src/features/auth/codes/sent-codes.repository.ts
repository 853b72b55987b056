/**
 * The one store of the 6-digit codes we send (codes/check-sent-code.ts says why each step is so).
 * Three tables keep them, one per way a code is bound: e-mailed codes to an address (email_otps),
 * SMS codes to a number without a session (phone_otps: sign-up, reset), SMS codes to an account
 * (phone_codes: its phone, a lost report's alert number). Each describes itself as a
 * SentCodeTable; taking a try and using a code are written once, here.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';

export interface SentCodeTable {
  table: PgTable;
  id: PgColumn;
  attempts: PgColumn;
  expiresAt: PgColumn;
  /** True of a row not yet used (or replaced). */
  unused: SQL;
  /** The columns that mark a row used. */
  markUsed: () => Record<string, unknown>;
  maxAttempts: number;
}

/**
 * Takes one try before the code is compared, atomically: five concurrent guesses cannot become
 * fifty. False when the code has had all its tries, or was used.
 */
export async function takeSentCodeTry(db: Executor, kind: SentCodeTable, id: number): Promise<boolean> {
  const rows = await db
    .update(kind.table)
    .set({ attempts: sql`${kind.attempts} + 1` } as never)
    .where(and(eq(kind.id, id), kind.unused, sql`${kind.attempts} < ${kind.maxAttempts}`))
    .returning({ id: kind.id });
  return rows.length > 0;
}

/** Marks the code used, once and only while valid: a second caller with the same code gets false. */
export async function useSentCode(db: Executor, kind: SentCodeTable, id: number): Promise<boolean> {
  const rows = await db
    .update(kind.table)
    .set(kind.markUsed() as never)
    .where(and(eq(kind.id, id), kind.unused, gt(kind.expiresAt, new Date())))
    .returning({ id: kind.id });
  return rows.length > 0;
}
