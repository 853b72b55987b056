/** The claims held for an admin (hold-doubtful-claim.ts): the queue and the row an admin decides (its moves: claims/claim-lifecycle.ts). */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { claims, items, users } from '../../../db/schema';

const isHeldRow = and(isNotNull(claims.heldAt), eq(claims.status, 'pending'))!;

/** Oldest first: the claimer who waited longest is looked at first. At most 100 at a time. */
export function listHeldClaims(db: Executor) {
  return db
    .select({ claim: claims, itemTitle: items.title, claimerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .innerJoin(users, eq(users.id, claims.claimerId))
    .where(isHeldRow)
    .orderBy(asc(claims.heldAt), asc(claims.id))
    .limit(100);
}

/** Locks a held claim; undefined when it is not held (any more). */
export async function lockHeldClaim(tx: Executor, claimId: number) {
  const [row] = await tx
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), isHeldRow))
    .for('update');
  return row;
}
