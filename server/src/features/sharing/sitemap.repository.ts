/** The item pages a search engine may list: available and not hidden (removed ones drop out). */
import { asc, count } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';
import { isOpenToOwners } from '../../db/item-visibility';

export interface ListedItemPage {
  id: number;
  updatedAt: Date;
}

const listed = isOpenToOwners;

export async function countListedItems(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(items).where(listed);
  return row?.total ?? 0;
}

/** One sitemap's worth, oldest first so a page keeps its items as new ones are posted. */
export async function listListedItems(db: Executor, { offset, limit }: { offset: number; limit: number }): Promise<ListedItemPage[]> {
  return db.select({ id: items.id, updatedAt: items.updatedAt }).from(items).where(listed).orderBy(asc(items.id)).limit(limit).offset(offset);
}
