/**
 * A match for a report filed by USSD from a number without an account: nobody to notify in the
 * app or by e-mail, so an SMS to that number (the report's alert phone, which the network
 * proved), in the language it chose on the menu. Alert caps and quiet hours are queue-sms.ts's,
 * counted per number. Like every alert, it never undoes the match when it cannot be queued.
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { queueSms, renderSms, smsLink, findItemFacts, findUssdCaller } from '../sms';
import { findUnownedReportAlertPhone } from './lost-reports.repository';

export async function tellNumberOfMatch(ctx: AppContext, db: Executor, pair: { reportId: number; itemId: number }): Promise<void> {
  const row = await findUnownedReportAlertPhone(db, pair);
  if (!row?.verifiedAt) return;
  try {
    await db.transaction(async (tx) => {
      const caller = await findUssdCaller(tx, row.phone);
      const language = caller?.language ?? 'en';
      const text = renderSms({
        kind: 'match',
        language,
        ...(await findItemFacts(tx, pair.itemId, language)),
        link: smsLink(ctx.config.publicUrl, ROUTES.item(pair.itemId)),
      });
      if (text) await queueSms(tx, { to: row.phone, text, kind: 'match', userId: null });
    });
  } catch (error) {
    ctx.log.error({ err: error, reportId: pair.reportId }, 'match SMS to a USSD number not queued');
  }
}
