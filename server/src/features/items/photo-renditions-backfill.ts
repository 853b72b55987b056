/**
 * Gives item photos stored before the 800 px rendition existed their own (docs/decisions/0223).
 * One chain of jobs per database: the first is queued once at start under a dedupe key that stays
 * in the jobs table when done, so a restart does not walk every photo again; each job handles a
 * few items in id order and queues the next after the last id it saw, so no job holds the worker
 * for long. Idempotent: a rendition already there is left alone, a missing or unreadable photo is
 * skipped (serve-uploads answers its rendition's address with the full photo meanwhile).
 */
import type { AppContext } from '../../context';
import { listItemPhotosAfter } from './photo-renditions.repository';
import { enqueueJobOnce } from '../../lib/enqueue-job';
import { keyFromUrl } from '../../integrations/storage/keys';
import { readStoredBytes, type Storage } from '../../integrations/storage/storage';
import { mediumRendition } from '../../lib/images';
import { mediumUrlFor } from '../../integrations/storage/stored-photos';
import { resolveImageUrl } from '@okota/shared';
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';

export const renditionsBackfillJob = defineJob({
  id: 'items.photo-renditions-backfill',
  payload: z.object({ afterId: z.number().int().optional() }),
  handler: ({ afterId = 0 }, ctx: AppContext) => backfillAndQueueNext(ctx, afterId),
  maxAttempts: 5,
  backoffMs: 60_000,
});

/** Bump the version to walk every photo again after a new rendition is added. */
const FIRST_JOB_KEY = `${renditionsBackfillJob.id}:v1`;
/** At most 5 photos each: a few seconds of one core per job. */
const ITEMS_PER_JOB = 10;

async function exists(storage: Storage, key: string): Promise<boolean> {
  const file = await storage.get(key);
  file?.body.destroy();
  return !!file;
}

/** Makes the missing renditions of the photos of the next items after `afterId`. */
export async function backfillPhotoRenditions(ctx: AppContext, afterId: number, limit = ITEMS_PER_JOB): Promise<{ made: number; lastId: number | null }> {
  const rows = await listItemPhotosAfter(ctx.db, afterId, limit);
  let made = 0;
  for (const row of rows) {
    for (const url of row.images.map(resolveImageUrl)) {
      const key = keyFromUrl(url);
      const mediumKey = keyFromUrl(mediumUrlFor(url));
      if (!key || !mediumKey || mediumKey === key || (await exists(ctx.storage, mediumKey))) continue;
      const full = await readStoredBytes(ctx.storage, key);
      if (!full) continue;
      try {
        await ctx.storage.put(mediumKey, await mediumRendition(full), 'image/webp');
        made += 1;
      } catch (error) {
        ctx.log.warn({ err: error, key }, 'could not make the 800 px rendition of a stored photo');
      }
    }
  }
  return { made, lastId: rows.length === limit ? rows[rows.length - 1].id : null };
}

/** One job of the chain: a few items, then the next job after the last id seen. */
async function backfillAndQueueNext(ctx: AppContext, afterId: number): Promise<void> {
  const { made, lastId } = await backfillPhotoRenditions(ctx, afterId);
  if (made) ctx.log.info({ made, afterId }, 'made 800 px renditions of stored photos');
  if (lastId !== null) await ctx.jobs.enqueue(ctx.db, renditionsBackfillJob, { afterId: lastId });
}

/** Queues the first job unless this database already had one (pending, running or done). */
export async function queuePhotoRenditionsBackfill(ctx: AppContext): Promise<void> {
  await enqueueJobOnce(ctx.db, renditionsBackfillJob, { afterId: 0 }, FIRST_JOB_KEY);
}
