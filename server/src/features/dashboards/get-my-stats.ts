/**
 * GET /api/my-stats: what the finder dashboard's Analytics tab cannot work out from the lists it
 * already has. The spec's hard-coded 'under 24 hours' becomes the finder's real median.
 */
import type { Executor } from '../../db/client';
import { responseTimeOfFinder } from './dashboards.repository';

export async function getMyStats({ db, userId }: { db: Executor; userId: string }) {
  const { medianHours, decidedClaims } = await responseTimeOfFinder(db, userId);
  return { medianResponseHours: medianHours, decidedClaims };
}
