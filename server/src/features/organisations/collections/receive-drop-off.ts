/**
 * POST /api/organisations/{id}/drop-offs {itemId}: an individual finder hands an item they posted
 * to a handover point, and the desk records it (issue 28, docs/decisions/0242). From then on the
 * organisation holds it (custody 'dropped_off', heldUntil by its holding period), the owner
 * collects it with a code, and the finder's share still goes to the finder, on collection. The
 * finder gets a receipt by SMS in our own words and in the bell.
 *
 * Only a verified organisation that takes drop-offs, only its desk or managers, only an available
 * item that no organisation holds yet and that no payment is under way for.
 */
import { deskChangesVerdict, isDocumentsCategory, itemReadingOf } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { isItemPubliclyVisible } from '../../../db/item-visibility';
import { notify } from '../../notifications';
import { lockItemForPayment } from '../../payments';
import { queueSms, findSmsContact, renderSms } from '../../sms';
import { requireMember } from '../organisation-access';
import { heldUntilFor } from '../held/holding-period';
import { findHeldCustody } from '../../custody';
import { findItemRow, holdDoubtfulListing } from '../../items';
import { findItemForDropOff, hasPaymentUnderWay, insertDropOff } from './drop-off.repository';

export const NO_DROP_OFFS = 'This organisation does not take drop-offs. A manager can turn them on in its settings.';
export const ALREADY_HELD = 'This item is already held by an organisation.';
export const NOT_AVAILABLE = 'Only an item that is still available can be dropped off.';
export const PAYMENT_UNDER_WAY = 'The owner is already paying for this item: hand it over as arranged with them.';
export const OWN_ITEM = 'A member cannot receive an item they found themselves; another desk member must receive it.';

export interface DroppedOff {
  item: { id: number; title: string; status: string; custody: 'dropped_off'; heldUntil: string };
}

export async function receiveDropOff({
  ctx,
  user,
  organisationId,
  itemId,
}: {
  ctx: AppContext;
  user: UserRow;
  organisationId: string;
  itemId: number;
}): Promise<DroppedOff> {
  const { organisation } = await requireMember(ctx.db, organisationId, user.id);
  if (!organisation.acceptsDropOffs) throw new AppError('DROP_OFF_NOT_ACCEPTED', NO_DROP_OFFS, { params: { reason: 'no_drop_offs' } });
  return ctx.db.transaction(async (tx) => {
    // The item's lock, the one approving and paying take: no payment can start while it moves.
    await lockItemForPayment(tx, itemId);
    const item = await findItemForDropOff(tx, itemId);
    if (!item || !isItemPubliclyVisible(item)) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
    if (await findHeldCustody(tx, itemId)) throw new AppError('DROP_OFF_ALREADY_HELD', ALREADY_HELD, { params: { reason: 'already_held' } });
    if (item.status !== 'available') throw new AppError('DROP_OFF_NOT_AVAILABLE', NOT_AVAILABLE, { params: { reason: 'not_available' } });
    if (item.finderId === user.id) throw new AppError('DROP_OFF_OWN_ITEM', OWN_ITEM, { params: { reason: 'own_item' } });
    if (await hasPaymentUnderWay(tx, itemId)) throw new AppError('DROP_OFF_PAYMENT_UNDER_WAY', PAYMENT_UNDER_WAY, { params: { reason: 'payment_under_way' } });

    const isDocuments = isDocumentsCategory(item.categoryName ? { name: item.categoryName, icon: item.categoryIcon } : null);
    const held = await insertDropOff(tx, { itemId, organisationId, receivedBy: user.id, heldUntil: heldUntilFor(organisation, isDocuments) });
    if (!held) throw new AppError('DROP_OFF_ALREADY_HELD', ALREADY_HELD, { params: { reason: 'already_held' } });
    // From now on its page shows the desk's texts after its own: read together, a number they finish waits for an admin (docs/decisions/0282).
    const row = (await findItemRow(tx, itemId))!;
    const doubt = deskChangesVerdict(itemReadingOf(row), organisation, { documentNumbers: isDocuments, budget: true });
    if (doubt) await holdDoubtfulListing(ctx, tx, { itemId, finderId: item.finderId, title: item.title, doubt });
    await tellFinder(ctx, tx, { finderId: item.finderId, itemId, title: item.title });
    return { item: { id: item.id, title: item.title, status: item.status, custody: 'dropped_off' as const, heldUntil: held.heldUntil.toISOString() } };
  });
}

/** The receipt: the bell, and an SMS to the finder's proved number (never quoting the item's words). */
async function tellFinder(ctx: Pick<AppContext, 'log'>, db: Executor, { finderId, itemId, title }: { finderId: string; itemId: number; title: string }) {
  await notify(db, { userId: finderId, type: 'payout', kind: 'item_dropped_off', params: { item: title }, itemId, itemTitle: title });
  try {
    await db.transaction(async (tx) => {
      const finder = await findSmsContact(tx, finderId);
      if (!finder?.phoneVerified || !finder.phone) return;
      const text = renderSms({ kind: 'drop_off_receipt', language: finder.language });
      if (text) await queueSms(tx, { to: finder.phone, text, kind: 'drop_off_receipt', userId: finderId });
    });
  } catch (error) {
    ctx.log.error({ err: error, itemId }, 'drop-off receipt SMS not queued');
  }
}
