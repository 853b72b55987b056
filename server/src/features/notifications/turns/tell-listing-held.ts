/**
 * A listing our system held for review (a contact-details doubt, a trusted scam report) is a turn
 * for its finder and news for the admins (docs/decisions/0260): the finder hears it at once by
 * bell, SMS and e-mail, in our words — held for review, the kind of reason, what to do — never
 * "hidden by an administrator"; every admin gets a bell that leads to the listing.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { HeldFor } from '../../sms';
import { listAdminIds } from '../admin-recipients.repository';
import { notify } from '../notify';
import { tellPerson } from './tell-person';

export interface ListingHeld {
  itemId: number;
  finderId: string;
  title: string;
  heldFor: HeldFor;
  /** When it was held: names the event, so a listing held again after an edit is told again. */
  heldAt: Date;
}

export async function tellListingHeld(ctx: Pick<AppContext, 'config' | 'log' | 'jobs'>, tx: Executor, held: ListingHeld): Promise<void> {
  const { itemId, finderId, title, heldFor } = held;
  await tellPerson(ctx, tx, {
    userId: finderId,
    turn: 'listing_held',
    itemId,
    heldFor,
    eventKey: `${itemId}:${held.heldAt.getTime()}`,
    notification: {
      type: 'item_hidden',
      kind: heldFor === 'scam' ? 'item_held_scam_report' : 'item_held_contact_review',
      params: {},
      itemId,
      itemTitle: title,
    },
  });
  for (const adminId of await listAdminIds(tx)) {
    await notify(tx, { userId: adminId, type: 'item_hidden', kind: 'item_held_for_admins', params: { item: title, heldFor }, itemId, itemTitle: title });
  }
}
