/**
 * Filing a lost report, from the web (POST /api/lost-reports) and from USSD (ussd/file-ussd-report.ts):
 * one operation holds the rules — the daily and open-report limits, the category, the document
 * number's hash and lookup, the contact scrub, the 90 days, the alert phone — and the matching
 * against items already posted is queued in the same transaction.
 */
import { LOST_REPORT_MESSAGES, MAX_OPEN_LOST_REPORTS, type LostReportFields } from '@okota/shared';
import type { AppContext } from '../../context';
import type { PhotoSource } from '../../lib/images';
import { AppError } from '../../lib/errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { assertCategoryExists } from '../items';
import { applyDocumentNumberChange, prepareDocumentNumberChange, spendLookupOnReportNumber, type LookupCaller } from '../documents';
import { matchReportJob } from './run-matching';
import { toReportJson } from './lost-report-json';
import { setLostReportAlertPhone } from './lost-report-alert-phone.repository';
import { countOpenReports, countOpenReportsOfPhone, findReportRecord, insertReport } from './lost-reports.repository';
import type { CreateReportBody } from '@okota/shared/contracts/lost-reports.contract';
import type { Viewer } from './report-access';
import { assertOnePhoto, discardReportPhoto, storeReportPhoto } from './report-photo';
import { freshExpiry, reportValuesFrom } from './report-values';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reports filed in a day: by one account on the web, by one number on USSD. */
export const LOST_REPORTS_PER_DAY = { account: 30, number: 5 };

/**
 * Who files: an account (the web), or a number the network proved (USSD) — on its verified
 * account when it has one (`ownerId`), else alone. A proven number is the report's alert phone,
 * already verified, and its limits are counted on the number.
 */
export type LostReportFiler = { ownerId: string; phone?: undefined } | { ownerId: string | null; phone: string };

export async function fileLostReport(
  ctx: AppContext,
  // `lookupCaller`: who spends the lookup when the report carries a new document number (none: USSD's number came from a lookup just made).
  { filer, fields, photo, lookupCaller }: { filer: LostReportFiler; fields: LostReportFields; photo?: PhotoSource; lookupCaller?: LookupCaller },
): Promise<number> {
  const { ownerId, phone } = filer;
  const limit =
    phone === undefined
      ? { key: `lost-report:user:${ownerId}`, limit: LOST_REPORTS_PER_DAY.account, windowMs: DAY_MS }
      : { key: `ussd-report:phone:${phone}`, limit: LOST_REPORTS_PER_DAY.number, windowMs: DAY_MS };
  await enforceRateLimits(ctx.db, [limit], 'You have filed many lost reports today. Please try again tomorrow.');
  await assertCategoryExists(ctx.db, fields.categoryId);
  const open = ownerId ? await countOpenReports(ctx.db, ownerId) : await countOpenReportsOfPhone(ctx.db, phone!);
  if (open >= MAX_OPEN_LOST_REPORTS) throw new AppError('LOST_REPORTS_TOO_MANY_OPEN', LOST_REPORT_MESSAGES.tooManyOpen);
  const documentNumber = await prepareDocumentNumberChange(ctx, { categoryId: fields.categoryId, documentNumber: fields.documentNumber });
  if (lookupCaller) await spendLookupOnReportNumber(ctx, { change: documentNumber, caller: lookupCaller });

  const photoKey = photo ? await storeReportPhoto(ctx, photo) : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertReport(tx, { ...reportValuesFrom(fields), ownerId, photoKey, expiresAt: freshExpiry() });
      await applyDocumentNumberChange(tx, { reportId: id }, documentNumber);
      if (phone !== undefined) await setLostReportAlertPhone(tx, { lostReportId: id, phone, verified: true });
      await ctx.jobs.enqueue(tx, matchReportJob, { reportId: id });
      return id;
    });
  } catch (error) {
    await discardReportPhoto(ctx, photoKey);
    throw error;
  }
}

/** The web's form: one photo at most; the answer is the report as the owner's list shows it. */
export async function createLostReport(
  ctx: AppContext,
  // Who spends the lookup when the report carries a document number: the request's address and account.
  { owner, body, photos, caller = { userId: owner.id } }: { owner: Viewer; body: CreateReportBody; photos: PhotoSource[]; caller?: LookupCaller },
) {
  assertOnePhoto(photos);
  const reportId = await fileLostReport(ctx, { filer: { ownerId: owner.id }, fields: body, photo: photos[0], lookupCaller: caller });
  return toReportJson((await findReportRecord(ctx.db, reportId))!);
}
