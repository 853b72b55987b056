import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user;
}

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  return !!(await findUserByEmail(db, email));
}

export async function isPhoneTaken(db: Executor, phone: string, exceptUserId?: string): Promise<boolean> {
  const condition = exceptUserId ? and(eq(users.phone, phone), ne(users.id, exceptUserId)) : eq(users.phone, phone);
  const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return !!row;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user;
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Partial<Pick<NewUser, 'role' | 'email' | 'phone' | 'pendingPhone' | 'phoneVerified' | 'passwordHash' | 'emailVerified' | 'language'>>,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}
