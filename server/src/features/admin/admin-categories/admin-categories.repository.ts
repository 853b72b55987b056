import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, items, lostReports } from '../../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/** itemCount counts every item, hidden and removed too: those still reference the category. */
export async function listCategoriesForAdmin(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      icon: categories.icon,
      description: categories.description,
      createdAt: categories.createdAt,
      itemCount: sql<number>`count(${items.id})::int`,
    })
    .from(categories)
    .leftJoin(items, eq(items.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
}

export async function findCategoryById(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function countItemsInCategory(db: Executor, id: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(items).where(eq(items.categoryId, id));
  return total;
}

export async function insertCategory(db: Executor, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function updateCategoryRow(db: Executor, id: number, values: Partial<typeof categories.$inferInsert>): Promise<CategoryRow> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

/** Moves every item (removed ones too) and lost report of one category to another. */
export async function moveCategoryContents(db: Executor, from: number, to: number): Promise<{ items: number; lostReports: number }> {
  const movedItems = await db.update(items).set({ categoryId: to }).where(eq(items.categoryId, from)).returning({ id: items.id });
  const movedReports = await db.update(lostReports).set({ categoryId: to }).where(eq(lostReports.categoryId, from)).returning({ id: lostReports.id });
  return { items: movedItems.length, lostReports: movedReports.length };
}

export async function deleteCategoryRow(db: Executor, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
