/**
 * A lost report filed by USSD, tied to the caller's number (which the network proved): the
 * number is the report's alert phone, already verified, so a match is told by SMS. A number
 * whose account is verified files the report on that account (it then shows on the web too);
 * any other number files one with no account, which only its SMS ever tells about.
 */
import { MAX_OPEN_LOST_REPORTS, isDocumentsCategory, scrubItemText, todayInNairobi } from '@okota/shared';
import { enforceRateLimits, clearRateLimit } from '../../lib/rate-limit';
import { AppError } from '../../lib/errors';
import { applyDocumentNumberChange, prepareDocumentNumberChange } from '../documents/document-number-change';
import { MATCH_REPORT_JOB } from '../lost-reports/job-types';
import { countOpenReports, insertReport } from '../lost-reports/lost-reports.repository';
import { freshExpiry } from '../lost-reports/report-values';
import { setLostReportAlertPhone } from '../sms/lost-report-alert-phone.repository';
import type { UssdEnv } from './ussd-engine';
import { countOpenReportsOfPhone, findVerifiedAccountByPhone, listCategoryChoices } from './ussd.repository';
import { isFirstInSession, sessionOnceKey } from './send-ussd-link';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reports one number may file by USSD in a day. */
export const USSD_REPORTS_PER_DAY = 5;

export interface UssdReportDraft {
  /** A category id, or the Documents category (a number that was not found). */
  category: number | 'documents';
  county: string;
  words?: string;
  documentNumber?: string;
}

export type UssdReportOutcome = 'saved' | 'limited' | 'tooMany' | 'failed';

const DOCUMENT_TITLE = { en: 'Lost document', sw: 'Hati iliyopotea' };

export async function fileUssdReport(env: UssdEnv, draft: UssdReportDraft): Promise<UssdReportOutcome> {
  // A gateway that repeats the last request must not file the report twice.
  if (!(await isFirstInSession(env, 'report'))) return 'saved';
  const outcome = await tryToFile(env, draft);
  if (outcome !== 'saved') await clearRateLimit(env.ctx.db, sessionOnceKey(env, 'report'));
  return outcome;
}

async function tryToFile(env: UssdEnv, draft: UssdReportDraft): Promise<UssdReportOutcome> {
  const { ctx, phone } = env;
  try {
    await enforceRateLimits(ctx.db, [{ key: `ussd-report:phone:${phone}`, limit: USSD_REPORTS_PER_DAY, windowMs: DAY_MS }]);
    const account = await findVerifiedAccountByPhone(ctx.db, phone);
    const open = account ? await countOpenReports(ctx.db, account.id) : await countOpenReportsOfPhone(ctx.db, phone);
    if (open >= MAX_OPEN_LOST_REPORTS) return 'tooMany';
    const categoryId = draft.category === 'documents'
      ? (await listCategoryChoices(ctx.db)).find((category) => isDocumentsCategory(category))?.id
      : draft.category;
    if (!categoryId) return 'failed';
    const change = await prepareDocumentNumberChange(ctx, { categoryId, documentNumber: draft.documentNumber });
    const words = scrubItemText(draft.words ?? DOCUMENT_TITLE[env.language], 200);

    await ctx.db.transaction(async (tx) => {
      const reportId = await insertReport(tx, {
        ownerId: account?.id ?? null,
        title: words,
        description: words,
        categoryId,
        county: draft.county,
        nearLocation: null,
        dateLost: todayInNairobi(),
        // An account hears in every way it has; a number alone, only by SMS.
        notifyInApp: !!account,
        notifyEmail: !!account,
        notifyPush: !!account,
        photoKey: null,
        status: 'open',
        expiresAt: freshExpiry(),
      });
      await applyDocumentNumberChange(tx, { reportId }, change);
      await setLostReportAlertPhone(tx, { lostReportId: reportId, phone, verified: true });
      await ctx.jobs.enqueue(tx, MATCH_REPORT_JOB, { reportId });
    });
    return 'saved';
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return 'limited';
    ctx.log.error({ err: error }, 'ussd: could not file a lost report');
    return 'failed';
  }
}
