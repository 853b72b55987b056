/**
 * What a closing account leaves open is closed, so nobody waits on a person who is gone:
 * - its own claims still open (pending, or approved and unpaid) are withdrawn, and an item it was
 *   approved for is open to other claimers again; the finder is told;
 * - its items still on offer are removed with the reason "account deleted", and other people's
 *   open claims on them are closed; those claimers are told.
 * Claims with a payment stay as they are: the books refer to them. Runs in the deletion's
 * transaction, after money in flight was ruled out (so no open claim has a payment under way).
 */
import { ACCOUNT_DELETED_REASON } from '@okota/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, items, payments, users } from '../../db/schema';
import { notify } from '../notifications/notify';

const WORDS = {
  en: {
    withdrawnTitle: 'Claim withdrawn',
    withdrawn: (title: string) => `A claimer closed their account, so their claim for "${title}" was withdrawn. The item is open to other claims.`,
    closedTitle: 'Claim closed',
    closed: (title: string) => `The finder of "${title}" closed their account, so the item was removed and your claim closed. Nothing was paid.`,
    claimerNote: 'Withdrawn: the claimer closed their account',
    finderNote: 'Closed: the finder closed their account',
  },
  sw: {
    withdrawnTitle: 'Dai limeondolewa',
    withdrawn: (title: string) => `Mdai mmoja amefunga akaunti yake, kwa hiyo dai lake la "${title}" limeondolewa. Kitu kiko wazi kwa madai mengine.`,
    closedTitle: 'Dai limefungwa',
    closed: (title: string) => `Mwokotaji wa "${title}" amefunga akaunti yake, kwa hiyo kitu kimeondolewa na dai lako limefungwa. Hakuna kilicholipwa.`,
    claimerNote: 'Imeondolewa: mdai amefunga akaunti yake',
    finderNote: 'Imefungwa: mwokotaji amefunga akaunti yake',
  },
};
const wordsFor = (language: string) => (language === 'sw' ? WORDS.sw : WORDS.en);

/** An open claim: pending, or approved with no payment that went through (or is going through). */
const isOpen = and(
  inArray(claims.status, ['pending', 'approved']),
  sql`not exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} <> 'failed')`,
);

export async function closeOpenDealings(tx: Executor, userId: string): Promise<{ claimsWithdrawn: number; itemsRemoved: number; claimsClosed: number }> {
  const now = new Date();
  const own = await tx
    .select({ id: claims.id, itemId: claims.itemId, status: claims.status, itemTitle: items.title, finderId: items.finderId, finderLanguage: users.language })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .innerJoin(users, eq(users.id, items.finderId))
    .where(and(eq(claims.claimerId, userId), isOpen))
    .for('update', { of: [claims, items] });
  for (const claim of own) {
    await tx.update(claims).set({ status: 'rejected', finderNotes: WORDS.en.claimerNote, verifiedAt: null, updatedAt: now }).where(eq(claims.id, claim.id));
    await tx.update(items).set({ claimedBy: null, updatedAt: now }).where(and(eq(items.id, claim.itemId), eq(items.claimedBy, userId), eq(items.status, 'available')));
    const words = wordsFor(claim.finderLanguage);
    await notify(tx, { userId: claim.finderId, type: 'system', title: words.withdrawnTitle, message: words.withdrawn(claim.itemTitle), itemId: claim.itemId, itemTitle: claim.itemTitle });
  }

  const removed = await tx
    .update(items)
    .set({ status: 'removed', removalReason: ACCOUNT_DELETED_REASON, removedAt: now, removedBy: userId, claimedBy: null, updatedAt: now })
    .where(and(eq(items.finderId, userId), eq(items.status, 'available')))
    .returning({ id: items.id, title: items.title });

  let claimsClosed = 0;
  if (removed.length) {
    const others = await tx
      .select({ id: claims.id, itemId: claims.itemId, claimerId: claims.claimerId, language: users.language })
      .from(claims)
      .innerJoin(users, eq(users.id, claims.claimerId))
      .where(and(inArray(claims.itemId, removed.map((item) => item.id)), isOpen))
      .for('update', { of: claims });
    for (const claim of others) {
      await tx.update(claims).set({ status: 'rejected', finderNotes: WORDS.en.finderNote, verifiedAt: null, updatedAt: now }).where(eq(claims.id, claim.id));
      const title = removed.find((item) => item.id === claim.itemId)!.title;
      const words = wordsFor(claim.language);
      await notify(tx, {
        userId: claim.claimerId, type: 'claim_rejected', title: words.closedTitle, message: words.closed(title),
        itemId: claim.itemId, itemTitle: title, claimerId: claim.claimerId,
      });
    }
    claimsClosed = others.length;
  }
  return { claimsWithdrawn: own.length, itemsRemoved: removed.length, claimsClosed };
}
