/** The owner's own collection code (docs/decisions/0261): read only for the claim's claimer. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { claims, collectionCodes, heldItems, organisations } from '../../../db/schema';

export async function findOwnersCollection(db: Executor, { itemId, claimerId }: { itemId: number; claimerId: string }) {
  const [row] = await db
    .select({
      shownCode: collectionCodes.shownCode,
      expiresAt: collectionCodes.expiresAt,
      usedAt: collectionCodes.usedAt,
      place: organisations.name,
      kind: organisations.kind,
    })
    .from(collectionCodes)
    .innerJoin(claims, eq(claims.id, collectionCodes.claimId))
    .innerJoin(heldItems, eq(heldItems.itemId, collectionCodes.itemId))
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .where(and(eq(collectionCodes.itemId, itemId), eq(claims.claimerId, claimerId), eq(claims.status, 'approved')));
  return row;
}
