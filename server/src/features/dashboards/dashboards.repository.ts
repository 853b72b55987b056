/** Figures about how a finder handles the claims on their items, for the finder dashboard. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, items } from '../../db/schema';

/**
 * The median time from a claim's submission to the finder's decision, over the decided claims
 * on the finder's items. An approval stamps verified_at; a rejection leaves it empty, and its
 * updated_at is the moment of the decision (decide-claim is the only writer of claim rows).
 */
export async function responseTimeOfFinder(db: Executor, finderId: string): Promise<{ medianHours: number | null; decidedClaims: number }> {
  const decidedAt = sql`coalesce(${claims.verifiedAt}, ${claims.updatedAt})`;
  const [row] = await db
    .select({
      decidedClaims: sql<number>`count(*)::int`,
      medianSeconds: sql<string | null>`percentile_cont(0.5) within group (order by greatest(extract(epoch from (${decidedAt} - ${claims.createdAt})), 0))`,
    })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(and(eq(items.finderId, finderId), inArray(claims.status, ['approved', 'rejected'])));
  const seconds = row.medianSeconds === null ? null : Number(row.medianSeconds);
  return { decidedClaims: row.decidedClaims, medianHours: seconds === null ? null : Math.round((seconds / 3600) * 10) / 10 };
}
