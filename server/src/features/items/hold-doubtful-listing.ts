/**
 * Doubt goes to a person (issue 26, docs/decisions/0234): a listing whose texts still look like
 * contact details the detector could not be sure of (digits spelled or split in ways it does not
 * read as a number, a mail provider's name left over) is saved but hidden, and waits in the admin
 * items list with the reason, instead of being published or refused on a guess. The finder is
 * told why; an edit that clears the doubt shows a listing held this way again.
 */
import { checkItemAtDesk, itemReadingOf, type DetectOptions, type ItemFields, type OrganisationTexts } from '@okota/shared';
import type { Executor } from '../../db/client';
import { CONTACT_HOLD_REASON } from '../../db/item-visibility';
import { recordAudit } from '../../lib/audit';
import type { AppContext } from '../../context';
import { tellListingHeld } from '../notifications';
import { updateItemModeration } from './item-moderation.repository';

/** Our words, shown to the admins (with what raised the doubt); never the finder's text. Written beside the visibility rules. */
export { CONTACT_HOLD_REASON };

/**
 * What raised a doubt in the public texts of a listing, each alone or all read as one in reading
 * order (docs/decisions/0265), with its desk's name, landmark and hours after them when a desk holds
 * it (docs/decisions/0282), or null. A number begun in the item and ended in the desk's texts is a
 * doubt too: the desk's words are not the item's to remove.
 */
export function contactDoubt(fields: ItemFields, detect: DetectOptions, desk?: OrganisationTexts | null): string | null {
  // A public text spends a budget for what the detector cannot recognise (docs/decisions/0264).
  const verdict = checkItemAtDesk(itemReadingOf(fields), desk, { ...detect, budget: true });
  return verdict.reason ?? (verdict.deskTouched ? 'digits' : null);
}

export const isContactHold = (item: { isHidden: boolean; hiddenBy: string | null; hiddenReason: string | null }) =>
  item.isHidden && item.hiddenBy === null && !!item.hiddenReason?.startsWith(CONTACT_HOLD_REASON);

/** Inside the save's transaction: hides the listing, tells its finder why and the admins that it waits. */
export async function holdDoubtfulListing(
  ctx: Pick<AppContext, 'config' | 'log' | 'jobs'>,
  tx: Executor,
  { itemId, finderId, title, doubt }: { itemId: number; finderId: string; title: string; doubt: string },
): Promise<void> {
  const reason = `${CONTACT_HOLD_REASON} (${doubt})`;
  const heldAt = new Date();
  await updateItemModeration(tx, itemId, { isHidden: true, hiddenBy: null, hiddenAt: heldAt, hiddenReason: reason });
  await recordAudit(tx, { actorId: null, action: 'item.hide_pending_review', targetType: 'item', targetId: itemId, reason, details: { title } });
  // Its own words (not the admin's "hidden by an administrator"): our system held it, and how to undo it.
  await tellListingHeld(ctx, tx, { itemId, finderId, title, heldFor: 'contact', heldAt });
}

/** An edit that cleared the doubt: the listing held by the detector is public again. */
export async function releaseContactHold(tx: Executor, itemId: number): Promise<void> {
  await updateItemModeration(tx, itemId, { isHidden: false, hiddenBy: null, hiddenAt: null, hiddenReason: null });
  await recordAudit(tx, { actorId: null, action: 'item.unhide', targetType: 'item', targetId: itemId, reason: 'Edited: no doubt left about contact details' });
}
