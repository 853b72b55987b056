/** An owner files a lost report (POST /api/lost-reports), then items already posted are checked in the background. */
import { LOST_REPORT_MESSAGES, MAX_OPEN_LOST_REPORTS } from '@okota/shared';
import type { AppContext } from '../../context';
import type { PhotoSource } from '../../lib/images';
import { AppError } from '../../lib/errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { assertCategoryExists } from '../items/item-values';
import { applyDocumentNumberChange, prepareDocumentNumberChange, spendLookupOnReportNumber } from '../documents/document-number-change';
import type { LookupCaller } from '../documents/lookup-budget';
import { MATCH_REPORT_JOB } from './job-types';
import { toReportJson } from './lost-report-json';
import { countOpenReports, findReportRecord, insertReport } from './lost-reports.repository';
import type { CreateReportBody } from '@okota/shared/contracts/lost-reports.contract';
import type { Viewer } from './report-access';
import { assertOnePhoto, discardReportPhoto, storeReportPhoto } from './report-photo';
import { freshExpiry, reportValuesFrom } from './report-values';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createLostReport(
  ctx: AppContext,
  // Who spends the lookup when the report carries a document number: the request's address and account.
  { owner, body, photos, caller = { userId: owner.id } }: { owner: Viewer; body: CreateReportBody; photos: PhotoSource[]; caller?: LookupCaller },
) {
  assertOnePhoto(photos);
  await enforceRateLimits(ctx.db, [{ key: `lost-report:user:${owner.id}`, limit: 30, windowMs: DAY_MS }],
    'You have filed many lost reports today. Please try again tomorrow.');
  await assertCategoryExists(ctx.db, body.categoryId);
  if ((await countOpenReports(ctx.db, owner.id)) >= MAX_OPEN_LOST_REPORTS) throw new AppError('LOST_REPORTS_TOO_MANY_OPEN', LOST_REPORT_MESSAGES.tooManyOpen);
  const documentNumber = await prepareDocumentNumberChange(ctx, { categoryId: body.categoryId, documentNumber: body.documentNumber });
  await spendLookupOnReportNumber(ctx, { change: documentNumber, caller });

  const photoKey = photos.length ? await storeReportPhoto(ctx, photos[0]) : null;
  let reportId: number;
  try {
    reportId = await ctx.db.transaction(async (tx) => {
      const id = await insertReport(tx, { ...reportValuesFrom(body), ownerId: owner.id, photoKey, status: 'open', expiresAt: freshExpiry() });
      await applyDocumentNumberChange(tx, { reportId: id }, documentNumber);
      await ctx.jobs.enqueue(tx, MATCH_REPORT_JOB, { reportId: id });
      return id;
    });
  } catch (error) {
    await discardReportPhoto(ctx, photoKey);
    throw error;
  }
  return toReportJson((await findReportRecord(ctx.db, reportId))!);
}
