/**
 * What an organisation's public page lists: the items it holds that anyone may see and claim
 * (available, not hidden, not removed, holding period not ended), newest first, optionally
 * narrowed by words that must each appear in the title or description.
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, heldItems, items } from '../../db/schema';
import { isOpenToOwners } from '../../db/item-visibility';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function visibleHeld(organisationId: string, words: string[]): SQL {
  const conditions: SQL[] = [eq(heldItems.organisationId, organisationId), isNull(heldItems.expiredAt), isOpenToOwners];
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(items.title, pattern), ilike(items.description, pattern))!);
  }
  return and(...conditions)!;
}

export async function listHeldPublicItems(db: Executor, organisationId: string, options: { words: string[]; offset: number; limit: number }) {
  const where = visibleHeld(organisationId, options.words);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: items.id,
        title: items.title,
        categoryName: categories.name,
        location: items.location,
        dateFound: items.dateFound,
        images: items.images,
        createdAt: items.createdAt,
      })
      .from(heldItems)
      .innerJoin(items, eq(items.id, heldItems.itemId))
      .leftJoin(categories, eq(categories.id, items.categoryId))
      .where(where)
      .orderBy(desc(items.createdAt), desc(items.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(heldItems).innerJoin(items, eq(items.id, heldItems.itemId)).where(where),
  ]);
  return { rows, total };
}
