import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { items, users } from '../../../db/schema';
import { isHeldForReview } from '../../../db/item-visibility';
import { likePattern, pageWindow } from '../admin.schemas';

export type ItemRow = typeof items.$inferSelect;

export interface AdminItemsFilter {
  search?: string;
  status: 'all' | 'held' | 'available' | 'claimed' | 'completed' | 'removed';
  page: number;
}

export const ADMIN_ITEMS_PAGE_SIZE = 20;

/** Every item, hidden and removed ones included: admins moderate what the public cannot see. */
export async function listAdminItems(db: Executor, filter: AdminItemsFilter) {
  const conditions: SQL[] = [];
  if (filter.status === 'held') conditions.push(isHeldForReview);
  else if (filter.status !== 'all') conditions.push(eq(items.status, filter.status));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(items.title, pattern), ilike(items.description, pattern), ilike(items.location, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter.page, ADMIN_ITEMS_PAGE_SIZE);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ item: items, finderFirstName: users.firstName, finderLastName: users.lastName })
      .from(items)
      .innerJoin(users, eq(users.id, items.finderId))
      .where(where)
      .orderBy(desc(items.createdAt), desc(items.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(items).where(where),
  ]);
  return { rows, total };
}

export async function findItemById(db: Executor, id: number): Promise<ItemRow | undefined> {
  const [item] = await db.select().from(items).where(eq(items.id, id)).limit(1);
  return item;
}
