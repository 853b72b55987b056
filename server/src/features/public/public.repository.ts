import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, items } from '../../db/schema';
import { isPubliclyVisible } from '../../db/item-visibility';

/**
 * The landing page's figures (docs/decisions/0210): everything visible, the paid-for, the ones
 * still waiting for their owner, the ones whose owner confirmed the hand-over (or whose hold ran
 * out), and the counties items were found in.
 */
export async function countPublicItems(db: Executor) {
  const [row] = await db
    .select({
      totalItems: sql<number>`count(*)::int`,
      claimedItems: sql<number>`count(*) filter (where ${items.status} in ('claimed', 'completed'))::int`,
      availableItems: sql<number>`count(*) filter (where ${items.status} = 'available')::int`,
      reunitedItems: sql<number>`count(*) filter (where ${items.status} = 'completed')::int`,
      countiesCovered: sql<number>`count(distinct ${items.location})::int`,
    })
    .from(items)
    .where(isPubliclyVisible);
  return row;
}

/** Each category with how many of its items still wait for their owner (available, visible). */
export async function listCategoriesWithCounts(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      icon: categories.icon,
      description: categories.description,
      count: sql<number>`count(${items.id})::int`,
    })
    .from(categories)
    .leftJoin(items, and(eq(items.categoryId, categories.id), isPubliclyVisible, eq(items.status, 'available')))
    .groupBy(categories.id)
    .orderBy(sql`count(${items.id}) desc`, categories.name);
}

export async function listCategories(db: Executor) {
  return db
    .select({ id: categories.id, name: categories.name, icon: categories.icon, description: categories.description })
    .from(categories)
    .orderBy(categories.name);
}
