/** What the turns read about the people and items they tell of (tell-person.ts, send-turn-mail.ts, handover-reminder.ts). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { items, payments, users } from '../../../db/schema';

export async function firstNameOf(db: Executor, userId: string | undefined): Promise<string | undefined> {
  if (!userId) return undefined;
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName;
}

/** Where and how an e-mail may reach the person. */
export async function findMailContact(db: Executor, userId: string) {
  const [row] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}

/** The payment, locked for the rest of the transaction. */
export async function lockPayment(tx: Executor, paymentId: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

export async function findItemTitle(db: Executor, itemId: number): Promise<string | undefined> {
  const [row] = await db.select({ title: items.title }).from(items).where(eq(items.id, itemId));
  return row?.title;
}
