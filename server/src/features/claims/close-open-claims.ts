/**
 * Closing the open claims on items that leave the catalogue (a finder's take-down, a closed
 * account): each claim still open — pending, or approved with no payment that went through or is
 * going through — is rejected with a note, and its claimer is told in their language. Claims with
 * a payment stay as they are: the money and the books decide those.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, payments } from '../../db/schema';
import { notify } from '../notifications/notify';

/** An open claim: pending, or approved with no payment other than a failed one. */
export const isOpenClaim = and(
  inArray(claims.status, ['pending', 'approved']),
  sql`not exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} <> 'failed')`,
);

export async function closeOpenClaimsOfItems(
  tx: Executor,
  closing: { id: number; title: string }[],
  { note, kind }: { note: string; kind: 'claim_closed_account_closed' | 'claim_closed_item_withdrawn' | 'claim_closed_holding_ended' },
): Promise<number> {
  if (!closing.length) return 0;
  const closed = await tx
    .update(claims)
    .set({ status: 'rejected', finderNotes: note, verifiedAt: null, updatedAt: new Date() })
    .where(and(inArray(claims.itemId, closing.map((item) => item.id)), isOpenClaim))
    .returning({ itemId: claims.itemId, claimerId: claims.claimerId });
  for (const { itemId, claimerId } of closed) {
    const title = closing.find((item) => item.id === itemId)!.title;
    await notify(tx, { userId: claimerId, type: 'claim_rejected', kind, params: { item: title }, itemId, itemTitle: title, claimerId });
  }
  return closed.length;
}
