/** Reading reports: the caller's list, one report, its matches, its photo. Owner and admins only. */
import { resolveImageUrl, scrubItemText } from '@okota/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { thumbnailUrlFor } from '../../integrations/storage/stored-photos';
import { toReportJson } from './lost-report-json';
import { findReportRecord, listReportsOfOwner, listShownMatches } from './lost-reports.repository';
import { findReportFor, type Viewer } from './report-access';
import { readReportPhoto } from './report-photo';

export async function listMyLostReports(ctx: AppContext, { owner }: { owner: Viewer }) {
  const now = new Date();
  return (await listReportsOfOwner(ctx.db, owner.id)).map((record) => toReportJson(record, now));
}

export async function getLostReport(ctx: AppContext, { viewer, reportId }: { viewer: Viewer; reportId: number }) {
  await findReportFor(ctx.db, reportId, viewer);
  return toReportJson((await findReportRecord(ctx.db, reportId))!);
}

/**
 * Matching items the public may see, best first, with their scores; the finder's words scrubbed as
 * on the item page (docs/decisions/0140), since the report's owner has not paid.
 */
export async function listReportMatches(ctx: AppContext, { viewer, reportId }: { viewer: Viewer; reportId: number }) {
  await findReportFor(ctx.db, reportId, viewer);
  const rows = await listShownMatches(ctx.db, reportId);
  return {
    reportId,
    matches: rows.map(({ item: { images, ...item }, ...match }) => ({
      itemId: match.itemId,
      score: Math.round(match.score * 1000) / 1000,
      matchedAt: match.matchedAt.toISOString(),
      item: {
        ...item,
        title: scrubItemText(item.title),
        nearLocation: item.nearLocation && scrubItemText(item.nearLocation),
        thumbnail: images[0] ? thumbnailUrlFor(resolveImageUrl(images[0])) : null,
      },
    })),
  };
}

export async function readLostReportPhoto(ctx: AppContext, { viewer, reportId, size }: { viewer: Viewer; reportId: number; size: 'full' | 'thumb' }) {
  const report = await findReportFor(ctx.db, reportId, viewer);
  const photo = report.photoKey ? await readReportPhoto(ctx, report.photoKey, size) : null;
  if (!photo) throw notFound('No photo');
  return photo;
}
