/**
 * An item held at a desk, read as its page shows it (docs/decisions/0282): the item's texts (title,
 * description, questions, nearby place), then "Held at" the desk's name, landmark and hours. A
 * number begun in the nearby place and ended in the landmark is whole only there, so the nine are
 * checked joined (scrub-joined.ts) in the order of item-reading.ts. The item's texts lose their part of a detail found across
 * them; the desk's texts are the desk's (refused when they hold a detail alone, organisation-texts
 * on the server), so a detail that reaches into them, or a doubt, is for a person. The doubts of a
 * recognised shape (digits split by a short word, disguised digits) are read across the join; the
 * budget for what cannot be recognised is spent by the item's and the desk's texts each alone.
 */
import { checkJoinedTexts, type OrganisationTexts } from './scrub-joined';
import type { RiskOptions, ContactRiskReason } from './scrub-risk';
import type { ContactDetail } from './scrub';
import { ITEM_READING_KEYS, type ItemReadingFields } from './item-reading';

export interface ItemAtDeskVerdict {
  /** Per item field (ITEM_READING_KEYS), what it loses. */
  itemDetails: ContactDetail[][];
  /** A detail found across the item and the desk that reaches into the desk's texts. */
  deskTouched: boolean;
  /** A doubt about the whole (with `budget`, the item's texts alone spend it), or null. */
  reason: ContactRiskReason | null;
}

/** The item's texts (itemReadingOf) read with its desk's (none: as read alone). */
export function checkItemAtDesk(item: ItemReadingFields, desk: OrganisationTexts | null | undefined, options: RiskOptions = {}): ItemAtDeskVerdict {
  const { budget, ...detect } = options;
  if (!desk) {
    const alone = checkJoinedTexts(item, options);
    return { itemDetails: alone.details, deskTouched: false, reason: alone.reason };
  }
  const all = checkJoinedTexts([...item, desk.name, desk.landmark, desk.hours], detect);
  // The budget is spent by the item's texts alone: an ordinary listing's counts and sizes read on into
  // a landmark's floor and room numbers would spend it (1 of 3,000 ordinary listings was held so).
  const spent = budget ? checkJoinedTexts(item, options).reason : null;
  return {
    itemDetails: all.details.slice(0, ITEM_READING_KEYS.length),
    deskTouched: all.details.slice(ITEM_READING_KEYS.length).some((found) => found.length > 0),
    reason: spent ?? all.reason,
  };
}

/** Whether the desk's texts, read after the item's, add anything the item's alone do not have: a new detail or a new doubt. */
export function deskChangesVerdict(item: ItemReadingFields, desk: OrganisationTexts, options: RiskOptions = {}): ContactRiskReason | null {
  const alone = checkJoinedTexts(item, options);
  const together = checkItemAtDesk(item, desk, options);
  const covered = (found: ContactDetail[]) => found.reduce((sum, detail) => sum + detail.end - detail.start, 0);
  const more = together.itemDetails.some((found, i) => covered(found) > covered(alone.details[i]));
  if (together.deskTouched || more) return 'digits';
  return alone.reason ? null : together.reason;
}
