/**
 * PUT /api/lost-reports/{id}: every field again; a new photo replaces the old one, removePhoto
 * drops it. An open report is matched again against the items already posted.
 */
import type { AppContext } from '../../context';
import type { PhotoSource } from '../../lib/images';
import { assertCategoryExists } from '../items';
import { applyDocumentNumberChange, prepareDocumentNumberChange, spendLookupOnReportNumber, type LookupCaller } from '../documents';
import { matchReportJob } from './run-matching';
import { toReportJson } from './lost-report-json';
import { findReportRecord, updateReportRow } from './lost-reports.repository';
import type { UpdateReportBody } from '@okota/shared/contracts/lost-reports.contract';
import { findReportFor, type Viewer } from './report-access';
import { assertOnePhoto, discardReportPhoto, storeReportPhoto } from './report-photo';
import { reportValuesFrom } from './report-values';
import { reportStateOf } from '../../db/lost-report-state';

export async function updateLostReport(
  ctx: AppContext,
  {
    viewer,
    reportId,
    body,
    photos,
    caller = { userId: viewer.id },
  }: { viewer: Viewer; reportId: number; body: UpdateReportBody; photos: PhotoSource[]; caller?: LookupCaller },
) {
  assertOnePhoto(photos);
  // Access first: a stranger's upload is never processed, and learns nothing from a 400.
  await findReportFor(ctx.db, reportId, viewer);
  await assertCategoryExists(ctx.db, body.categoryId);
  const documentNumber = await prepareDocumentNumberChange(ctx, {
    categoryId: body.categoryId,
    documentNumber: body.documentNumber,
    remove: body.removeDocumentNumber,
  });
  await spendLookupOnReportNumber(ctx, { change: documentNumber, caller, reportId });

  const newPhotoKey = photos.length ? await storeReportPhoto(ctx, photos[0]) : null;
  let oldPhotoKey: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const report = await findReportFor(tx, reportId, viewer, { forUpdate: true });
      const photoChanges = newPhotoKey || body.removePhoto;
      if (photoChanges) oldPhotoKey = report.photoKey;
      await updateReportRow(tx, reportId, { ...reportValuesFrom(body), ...(photoChanges ? { photoKey: newPhotoKey } : {}) });
      await applyDocumentNumberChange(tx, { reportId }, documentNumber);
      if (reportStateOf(report) === 'open') await ctx.jobs.enqueue(tx, matchReportJob, { reportId });
      if (report.status === 'open') await ctx.jobs.enqueue(tx, matchReportJob, { reportId });
    });
  } catch (error) {
    await discardReportPhoto(ctx, newPhotoKey);
    throw error;
  }
  // After the commit: a failed edit must not lose the photo the report still shows.
  await discardReportPhoto(ctx, oldPhotoKey);
  return toReportJson((await findReportRecord(ctx.db, reportId))!);
}
