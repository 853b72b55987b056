/** How long finders took to decide claims (claims/usual-answer-time.ts). */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, items } from '../../db/schema';

/**
 * The latest `window` decisions: how many there were and the median seconds from claim to decision.
 * An approval stamps verified_at; a rejection leaves it empty and its updated_at is the decision.
 * Claims closed because their item left the catalogue (withdrawn, account closed) were never
 * decided by a finder: their item is `removed`, so they are left out.
 */
export async function readLatestAnswerTimes(db: Executor, window: number): Promise<{ decided: number; median: string | null }> {
  const decidedAt = sql`coalesce(${claims.verifiedAt}, ${claims.updatedAt})`;
  const latest = db
    .select({ seconds: sql<number>`greatest(extract(epoch from (${decidedAt} - ${claims.createdAt})), 0)`.as('seconds') })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(and(inArray(claims.status, ['approved', 'rejected']), ne(items.status, 'removed')))
    .orderBy(desc(decidedAt), desc(claims.id))
    .limit(window)
    .as('latest');
  const [row] = await db
    .select({
      decided: sql<number>`count(*)::int`,
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${latest.seconds})`,
    })
    .from(latest);
  return row;
}
