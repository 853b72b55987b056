/**
 * "Finders usually answer within …" on a waiting owner's claim card (issue 25, decision 0233):
 * the median time from a claim to the finder's decision over the latest decided claims on the
 * whole site. Said only once enough claims were decided for the figure to mean something.
 */
import type { Executor } from '../../db/client';
import { readLatestAnswerTimes } from './answer-times.repository';

/** The latest decisions the median is taken over: recent enough to describe today's finders. */
export const ANSWER_TIME_WINDOW = 100;
/** Below this many decided claims the median is not shown (null). */
export const ANSWER_TIME_MIN_CLAIMS = 20;

export async function usualAnswerHours(db: Executor): Promise<number | null> {
  const row = await readLatestAnswerTimes(db, ANSWER_TIME_WINDOW);
  if (row.decided < ANSWER_TIME_MIN_CLAIMS || row.median === null) return null;
  // Whole hours, at least 1: "within 1 hour" rather than "within 0 hours".
  return Math.max(1, Math.ceil(Number(row.median) / 3600));
}
