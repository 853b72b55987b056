/**
 * A desk's landmark and hours are read on every item page it holds, after the item's texts
 * (docs/decisions/0282): an edit that, read after one of its items, completes a number or an
 * address the two did not hold alone is held for an admin, as an edit in doubt is
 * (update-organisation.ts). The newest DESK_ITEMS_READ items are read; older ones were read with the
 * texts they were posted under, and any item is read with the desk's texts again on the way out
 * (items/item-public-texts.ts), where the item's part of such a number is removed.
 */
import { deskChangesVerdict, isDocumentsCategory, itemReadingOf, type OrganisationTexts } from '@okota/shared';
import type { Executor } from '../../db/client';
import { listHeldItemTexts } from './held/held-items.repository';

/** How many of its newest items a desk's edited texts are read with: an edit reads them all in well under a second. */
export const DESK_ITEMS_READ = 200;

/** The reason an admin reads (admin words 'held-item'). */
export const HELD_ITEM_REASON = 'held-item';

/** The id of the first of the desk's newest items its `texts` change the verdict of, or null. */
export async function itemReadWithDeskTexts(db: Executor, organisationId: string, texts: OrganisationTexts): Promise<number | null> {
  const held = await listHeldItemTexts(db, organisationId, DESK_ITEMS_READ);
  for (const item of held) {
    const detect = { documentNumbers: isDocumentsCategory(item.categoryName === null ? null : { name: item.categoryName }), budget: true };
    // Read in the order of the item's page, the one list its public texts are read in too (item-reading.ts).
    if (deskChangesVerdict(itemReadingOf(item), texts, detect)) return item.id;
  }
  return null;
}
