import { and, count, desc, eq, ilike, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { compactPhone, type UserRole } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { claims, items, payments, users } from '../../../db/schema';
import { DELETED_EMAIL_DOMAIN, isDeletedAccount } from '../../personal-data';
import { likePattern, pageWindow } from '../admin.schemas';

export type UserRow = typeof users.$inferSelect;
export type UserStatus = 'active' | 'suspended' | 'pending' | 'closed';

export interface AdminUsersFilter {
  search?: string;
  status: 'all' | Exclude<UserStatus, 'closed'>;
  role: 'all' | UserRole;
  page: number;
}

export const ADMIN_USERS_PAGE_SIZE = 20;

/**
 * A closed account first: it waits for nobody, whatever its flags. Suspended wins over pending: a
 * suspended account cannot act whatever its e-mail state.
 */
export function userStatus(user: Pick<UserRow, 'suspended' | 'emailVerified' | 'email' | 'phoneVerified'>): UserStatus {
  if (isDeletedAccount(user)) return 'closed';
  if (user.suspended) return 'suspended';
  // An account made by phone without an address proved its number at sign-up (docs/decisions/0230).
  return user.emailVerified || (user.email === null && user.phoneVerified) ? 'active' : 'pending';
}

/** A closed account's address ends in @deleted.invalid (personal-data/erase-account.repository.ts). */
export const isClosedAccount = sql`${users.email} like ${`%@${DELETED_EMAIL_DOMAIN}`}`;

const phoneOnlyVerified = and(isNull(users.email), eq(users.phoneVerified, true))!;

const statusCondition: Record<Exclude<UserStatus, 'closed'>, SQL> = {
  suspended: eq(users.suspended, true),
  pending: and(eq(users.suspended, false), eq(users.emailVerified, false), not(isClosedAccount), not(phoneOnlyVerified))!,
  active: and(eq(users.suspended, false), or(eq(users.emailVerified, true), phoneOnlyVerified))!,
};

/** Phones are stored as +2547…; an admin types 0712… or 254712…. */
function phonePatterns(search: string): string[] {
  const compact = compactPhone(search);
  if (!/^\+?\d{3,}$/.test(compact)) return [];
  if (compact.startsWith('0')) return [`+254${compact.slice(1)}`];
  if (compact.startsWith('254')) return [`+${compact}`];
  return [compact];
}

function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
    ...phonePatterns(search).map((p) => ilike(users.phone, likePattern(p))),
  )!;
}

export async function listAdminUsers(db: Executor, filter: AdminUsersFilter) {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(statusCondition[filter.status]);
  if (filter.role !== 'all') conditions.push(eq(users.role, filter.role));
  if (filter.search) conditions.push(searchCondition(filter.search));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter.page, ADMIN_USERS_PAGE_SIZE);
  // Spelled out: on a one-table select Drizzle leaves columns unqualified, and inside the
  // subqueries a bare "id" would be the item's or the claim's id.
  const userId = sql.raw('"users"."id"');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        user: users,
        itemsPosted: sql<number>`(select count(*)::int from ${items} where ${items.finderId} = ${userId})`,
        itemsClaimed: sql<number>`(select count(*)::int from ${claims} where ${claims.claimerId} = ${userId})`,
        totalEarnings: sql<number>`(select coalesce(sum(${payments.finderAmount}), 0)::int from ${payments}
          where ${payments.finderId} = ${userId} and ${payments.status} = 'completed')`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findOtherUserWith(db: Executor, field: 'email' | 'phone', value: string, exceptId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users[field], value), ne(users.id, exceptId)))
    .limit(1);
  return row;
}

export async function updateUserAccount(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<typeof users.$inferInsert, 'suspended' | 'suspendedAt' | 'suspensionReason' | 'emailVerified' | 'email' | 'phone' | 'phoneVerified' | 'role'>
  >,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}
