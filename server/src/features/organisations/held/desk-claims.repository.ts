/**
 * The claims on what an organisation posted, for its desk (docs/decisions/0242): pending ones and
 * those decided lately, newest first. Dropped-off items are their individual finder's to decide.
 */
import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { claims, heldItems, items, users } from '../../../db/schema';
import { claimColumns, claimHasPaid, questionColumns, seenByFinder } from '../../claims';

export async function listDeskClaims(db: Executor, organisationId: string, decidedSince: Date) {
  return db
    .select({ ...claimColumns, ...questionColumns, claimerFirstName: users.firstName, hasPaid: claimHasPaid, itemTitle: items.title, itemStatus: items.status })
    .from(claims)
    .innerJoin(heldItems, eq(heldItems.itemId, claims.itemId))
    .innerJoin(items, eq(items.id, claims.itemId))
    .innerJoin(users, eq(users.id, claims.claimerId))
    .where(
      and(
        eq(heldItems.organisationId, organisationId),
        eq(heldItems.custody, 'posted'),
        // A claim held for an admin is not the finder's yet (claims/hold-doubtful-claim.ts).
        seenByFinder,
        or(eq(claims.status, 'pending'), gt(claims.updatedAt, decidedSince)),
      ),
    )
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(200);
}
