/** The account quick login signs in as. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users, type UserRow } from '../../../db/schema';

/** The active admin with this e-mail address, or without one the oldest active admin. */
export async function findActiveAdmin(db: Executor, email?: string): Promise<UserRow | undefined> {
  const active = and(eq(users.role, 'admin'), eq(users.suspended, false));
  const [admin] = await db
    .select()
    .from(users)
    .where(email ? and(active, eq(users.email, email)) : active)
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin;
}
