/**
 * An item's hidden flag, who set it, when and why. Items own their rows, so the write lives here:
 * the contact-detail hold (hold-doubtful-listing.ts) and the admins' hide, unhide and scam hold
 * (admin/) all go through it, and items never imports admin (docs/decisions/0253).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';
import type { ItemRow } from './items.repository';

/** Hiding and showing; a removal is a status move (item-lifecycle.ts). */
// The type is written out in the signature so server/test/architecture can see that no status goes through it.
export async function updateItemModeration(
  db: Executor,
  id: number,
  changes: Partial<Pick<typeof items.$inferInsert, 'isHidden' | 'hiddenBy' | 'hiddenAt' | 'hiddenReason'>>,
): Promise<ItemRow> {
  const [item] = await db
    .update(items)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(items.id, id))
    .returning();
  return item;
}
