/**
 * What a message may say about an item (decisions.md "a message at every turn"): its category
 * in the reader's language, its county and the day it was found. Never its title or description:
 * those are the finder's words, and our sender name must not carry them (docs/decisions/0231).
 */
import { eq } from 'drizzle-orm';
import { categoryDisplayName, formatNairobiDay } from '@okota/shared';
import type { Executor } from '../../db/client';
import { categories, items } from '../../db/schema';

export interface ItemFacts {
  category: string;
  county: string;
  date: string;
}

export async function findItemFacts(db: Executor, itemId: number, language: string | null | undefined): Promise<ItemFacts | undefined> {
  const [row] = await db
    .select({ category: categories.name, county: items.location, dateFound: items.dateFound })
    .from(items).innerJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(items.id, itemId));
  if (!row) return undefined;
  const lang = language === 'sw' ? 'sw' : 'en';
  return { category: categoryDisplayName(row.category, lang), county: row.county, date: formatNairobiDay(String(row.dateFound), lang) };
}
