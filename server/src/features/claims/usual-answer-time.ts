/**
 * "Finders usually answer within …" on a waiting owner's claim card (issue 25, decision 0233):
 * the median time from a claim to the finder's decision over the latest decided claims on the
 * whole site. Said only once enough claims were decided for the figure to mean something.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, items } from '../../db/schema';

/** The latest decisions the median is taken over: recent enough to describe today's finders. */
export const ANSWER_TIME_WINDOW = 100;
/** Below this many decided claims the median is not shown (null). */
export const ANSWER_TIME_MIN_CLAIMS = 20;

/**
 * An approval stamps verified_at; a rejection leaves it empty and its updated_at is the decision.
 * Claims closed because their item left the catalogue (withdrawn, account closed) were never
 * decided by a finder: their item is `removed`, so they are left out.
 */
export async function usualAnswerHours(db: Executor): Promise<number | null> {
  const decidedAt = sql`coalesce(${claims.verifiedAt}, ${claims.updatedAt})`;
  const latest = db
    .select({ seconds: sql<number>`greatest(extract(epoch from (${decidedAt} - ${claims.createdAt})), 0)`.as('seconds') })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(and(inArray(claims.status, ['approved', 'rejected']), ne(items.status, 'removed')))
    .orderBy(desc(decidedAt), desc(claims.id))
    .limit(ANSWER_TIME_WINDOW)
    .as('latest');
  const [row] = await db
    .select({
      decided: sql<number>`count(*)::int`,
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${latest.seconds})`,
    })
    .from(latest);
  if (row.decided < ANSWER_TIME_MIN_CLAIMS || row.median === null) return null;
  // Whole hours, at least 1: "within 1 hour" rather than "within 0 hours".
  return Math.max(1, Math.ceil(Number(row.median) / 3600));
}
