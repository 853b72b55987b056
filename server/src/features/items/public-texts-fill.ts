/**
 * Keeps the public texts of every listed item under today's contact rules (item-public-texts.ts,
 * docs/decisions/0283), so a search scrubs nothing even for items nobody has viewed since the
 * rules changed. One chain of jobs per rules version and database: the first is queued at start
 * under a dedupe key naming the version (it stays in the jobs table when done, so a restart does
 * not walk again); each job reads a few hundred items newest first and queues the next after the
 * last one it saw. Reads through the same statement as the item pages, so a kept row that still
 * holds is left alone. Items posted or edited later are kept by the first read that shows them.
 */
import { SCRUB_RULES_VERSION } from '@okota/shared/scrub-rules-version';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineJob } from '../../lib/job-definition';
import { enqueueJobOnce } from '../../lib/enqueue-job';
import { publicTextsToKeep } from './item-public-texts';
import { findItemRecords, listListedItemIdsBefore, saveKeptPublicTexts } from './items.repository';

export const publicTextsFillJob = defineJob({
  id: 'items.public-texts-fill',
  payload: z.object({ beforeId: z.number().int().optional() }),
  handler: ({ beforeId }, ctx: AppContext) => fillAndQueueNext(ctx, beforeId),
  maxAttempts: 5,
  backoffMs: 60_000,
});

/** About a tenth of a second of one core a job (a listing scrubs in about 0.1 ms). */
const ITEMS_PER_JOB = 500;

/** Keeps the public texts of the listed items before `beforeId` (newest first) that need it. */
export async function fillPublicTexts(db: Executor, beforeId: number | undefined, limit = ITEMS_PER_JOB): Promise<{ kept: number; lastId: number | null }> {
  const ids = await listListedItemIdsBefore(db, beforeId, limit);
  const rows = (await findItemRecords(db, ids)).map(publicTextsToKeep).filter((row) => row !== undefined);
  await saveKeptPublicTexts(db, rows);
  return { kept: rows.length, lastId: ids.length === limit ? ids[ids.length - 1] : null };
}

async function fillAndQueueNext(ctx: AppContext, beforeId: number | undefined): Promise<void> {
  const { lastId } = await fillPublicTexts(ctx.db, beforeId);
  if (lastId !== null) await ctx.jobs.enqueue(ctx.db, publicTextsFillJob, { beforeId: lastId });
}

/** Queues the chain's first job unless this database already walked under today's rules. */
export async function queuePublicTextsFill(ctx: AppContext): Promise<void> {
  await enqueueJobOnce(ctx.db, publicTextsFillJob, {}, `${publicTextsFillJob.id}:${SCRUB_RULES_VERSION}`);
}
