/**
 * A lost report filed by USSD, tied to the caller's number (which the network proved): the
 * number is the report's alert phone, already verified, so a match is told by SMS. A number
 * whose account is verified files the report on that account (it then shows on the web too);
 * any other number files one with no account, which only its SMS ever tells about. The rules
 * are the web's (lost-reports/create-lost-report.ts); here only the screen's answers are read.
 */
import { isDocumentsCategory, todayInNairobi, type County } from '@okota/shared';
import { clearRateLimit } from '../../lib/rate-limit';
import { AppError } from '../../lib/errors';
import { LOST_REPORTS_PER_DAY, fileLostReport } from '../lost-reports';
import type { UssdEnv } from './ussd-engine';
import { findVerifiedAccountByPhone, listCategoryChoices } from './ussd.repository';
import { isFirstInSession, sessionOnceKey } from './send-ussd-link';

/** Reports one number may file by USSD in a day. */
export const USSD_REPORTS_PER_DAY = LOST_REPORTS_PER_DAY.number;

export interface UssdReportDraft {
  /** A category id, or the Documents category (a number that was not found). */
  category: number | 'documents';
  /** One of COUNTIES: the county picker offers nothing else. */
  county: string;
  words?: string;
  documentNumber?: string;
}

export type UssdReportOutcome = 'saved' | 'limited' | 'tooMany' | 'failed';

const DOCUMENT_TITLE = { en: 'Lost document', sw: 'Hati iliyopotea' };
const OUTCOMES: Partial<Record<string, UssdReportOutcome>> = { TOO_MANY_REQUESTS: 'limited', LOST_REPORTS_TOO_MANY_OPEN: 'tooMany' };

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
    const account = await findVerifiedAccountByPhone(ctx.db, phone);
    const categoryId =
      draft.category === 'documents' ? (await listCategoryChoices(ctx.db)).find((category) => isDocumentsCategory(category))?.id : draft.category;
    if (!categoryId) return 'failed';
    const words = draft.words ?? DOCUMENT_TITLE[env.language];
    await fileLostReport(ctx, {
      filer: { ownerId: account?.id ?? null, phone },
      fields: {
        title: words,
        description: words,
        categoryId,
        county: draft.county as County,
        dateLost: todayInNairobi(),
        documentNumber: draft.documentNumber,
        // An account hears in every way it has; a number alone, only by SMS.
        notifyInApp: !!account,
        notifyEmail: !!account,
        notifyPush: !!account,
      },
    });
    return 'saved';
  } catch (error) {
    const outcome = error instanceof AppError ? OUTCOMES[error.code] : undefined;
    if (outcome) return outcome;
    ctx.log.error({ err: error }, 'ussd: could not file a lost report');
    return 'failed';
  }
}
