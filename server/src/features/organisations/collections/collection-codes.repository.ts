/**
 * Collection codes (docs/decisions/0242): one per held item, for the claim that paid; stored only
 * as a hash that names the item, single use, expiring with the holding period, and locked for an
 * hour after five wrong entries against it.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { COLLECTION_CODE_LOCK_MS, COLLECTION_CODE_MAX_TRIES } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../../db/client';
import { collectionCodes, heldItems } from '../../../db/schema';
import { sha256 } from '../../../lib/crypto';

export type CollectionCodeRow = typeof collectionCodes.$inferSelect;

/** The item is part of what is hashed, so one guess tried against many items costs one hash each. */
export const hashCollectionCode = (itemId: number, code: string) => sha256(`collection:${itemId}:${code}`);

/**
 * The item's code for this claim. A code left from an earlier claim (refunded, item reopened) is
 * replaced whole: new hash, new expiry, no tries, unused.
 */
export async function saveCollectionCode(
  tx: Executor,
  values: { itemId: number; claimId: number; codeHash: string; shownCode: string; expiresAt: Date },
): Promise<void> {
  const fresh = {
    claimId: values.claimId,
    codeHash: values.codeHash,
    shownCode: values.shownCode,
    expiresAt: values.expiresAt,
    failedAttempts: 0,
    lockedUntil: null,
    usedAt: null,
    usedBy: null,
    createdAt: new Date(),
  };
  await tx
    .insert(collectionCodes)
    .values({ itemId: values.itemId, ...fresh })
    .onConflictDoUpdate({ target: collectionCodes.itemId, set: fresh });
}

/** Every code of the items this organisation holds (open, used or expired), to tell the desk which it typed. */
export async function listCodesOfOrganisation(db: Executor, organisationId: string): Promise<CollectionCodeRow[]> {
  return db
    .select({ code: collectionCodes })
    .from(collectionCodes)
    .innerJoin(heldItems, eq(heldItems.itemId, collectionCodes.itemId))
    .where(eq(heldItems.organisationId, organisationId))
    .then((rows) => rows.map((r) => r.code));
}

export async function findCodeOfItem(
  db: Executor,
  { itemId, organisationId }: { itemId: number; organisationId: string },
): Promise<CollectionCodeRow | undefined> {
  const [row] = await db
    .select({ code: collectionCodes })
    .from(collectionCodes)
    .innerJoin(heldItems, eq(heldItems.itemId, collectionCodes.itemId))
    .where(and(eq(collectionCodes.itemId, itemId), eq(heldItems.organisationId, organisationId)));
  return row?.code;
}

/**
 * One more wrong entry against this code; the fifth locks it for an hour and starts the count
 * again. One statement, so two desks typing at once cannot both be the fourth. Returns the row after.
 */
export async function countWrongEntry(db: Executor, itemId: number, now: Date): Promise<CollectionCodeRow | undefined> {
  const lockUntil = new Date(now.getTime() + COLLECTION_CODE_LOCK_MS).toISOString();
  const [row] = await db
    .update(collectionCodes)
    .set({
      failedAttempts: sql`case when ${collectionCodes.failedAttempts} + 1 >= ${COLLECTION_CODE_MAX_TRIES} then 0 else ${collectionCodes.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${collectionCodes.failedAttempts} + 1 >= ${COLLECTION_CODE_MAX_TRIES} then ${lockUntil}::timestamptz else ${collectionCodes.lockedUntil} end`,
    })
    .where(eq(collectionCodes.itemId, itemId))
    .returning();
  return row;
}

/** open → used, once: the hand-over happened. Undefined when it was used, expired or replaced meanwhile. */
export async function useCollectionCode(tx: Executor, { itemId, codeHash, usedBy, now }: { itemId: number; codeHash: string; usedBy: string; now: Date }) {
  const [row] = await tx
    .update(collectionCodes)
    // The code has done its work: the owner's page says "collected" from now on, so it is not kept.
    .set({ usedAt: now, usedBy, shownCode: null })
    .where(and(eq(collectionCodes.itemId, itemId), eq(collectionCodes.codeHash, codeHash), isNull(collectionCodes.usedAt), gt(collectionCodes.expiresAt, now)))
    .returning();
  return row;
}
