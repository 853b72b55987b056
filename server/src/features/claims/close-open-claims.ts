/**
 * Closing the open claims on items that leave the catalogue (a finder's take-down, a closed
 * account): each claim still open — pending, or approved with no payment that went through or is
 * going through — is rejected with a note, and its claimer is told in their language. Claims with
 * a payment stay as they are: the money and the books decide those.
 */
import type { Executor } from '../../db/client';
import type { OpenItemsTakenDownListener } from '../items';
import { notify } from '../notifications';
import { closeOpenClaimsOnItems } from './claim-lifecycle';

export async function closeOpenClaimsOfItems(
  tx: Executor,
  closing: { id: number; title: string }[],
  { note, kind }: { note: string; kind: 'claim_closed_account_closed' | 'claim_closed_item_withdrawn' | 'claim_closed_holding_ended' },
): Promise<number> {
  if (!closing.length) return 0;
  const closed = await closeOpenClaimsOnItems(
    tx,
    closing.map((item) => item.id),
    note,
  );
  for (const { itemId, claimerId } of closed) {
    const title = closing.find((item) => item.id === itemId)!.title;
    await notify(tx, { userId: claimerId, type: 'claim_rejected', kind, params: { item: title }, itemId, itemTitle: title, claimerId });
  }
  return closed.length;
}

/** Registered with items at start (claims.routes.ts): a finder's take-down closes the open claims in its transaction. */
export const closeClaimsOfTakenDownItems: OpenItemsTakenDownListener = (tx, { items, reason }) =>
  closeOpenClaimsOfItems(tx, items, { note: reason, kind: 'claim_closed_item_withdrawn' });
