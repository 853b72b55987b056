/** What a register import reads besides the items it writes (those go through items/). */
import { asc } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories } from '../../../db/schema';

/** The categories a register row may name, by name or icon. */
export async function listCategoryChoices(db: Executor) {
  return db.select({ id: categories.id, name: categories.name, icon: categories.icon }).from(categories).orderBy(asc(categories.id));
}
