/**
 * An SMS alert beside a notification (docs/rules.md "SMS and USSD"): to the person's verified
 * number, if they left that kind on, in their language, with a link to the item. It names the
 * item by category, county and date, never by its title (item-sms-facts.ts). A lost report's
 * own verified alert phone gets its match alerts whatever the switch (naming it was the request).
 * Caps and quiet hours are queue-sms.ts's. Never breaks the caller: an alert that cannot be
 * queued is logged and the claim, payment or match goes on (a savepoint keeps its transaction).
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { findProvenAlertPhone, findSmsContact } from './sms-contacts.repository';
import type { SmsAlertKind } from './sms-kinds';
import { queueSms, type QueueSmsResult } from './queue-sms';
import { renderSms, smsLink } from './sms-texts';
import { findItemFacts } from './item-sms-facts';
import { readSmsAlerts, smsSwitchedOn } from './sms-alert-preferences.repository';

export interface SmsAlertInput {
  ctx: Pick<AppContext, 'config' | 'log'>;
  db: Executor;
  userId: string;
  kind: SmsAlertKind;
  itemId: number;
  /** Shillings, for refund_sent. */
  amount?: number;
  /** A match for this lost report: its verified alert phone, if any, is where the SMS goes. */
  lostReportId?: number;
}

export type SmsAlertOutcome = QueueSmsResult | { status: 'not_sent'; reason: 'unverified' | 'switched_off' | 'too_long' | 'error' };

export async function queueSmsAlert(input: SmsAlertInput): Promise<SmsAlertOutcome> {
  try {
    return await input.db.transaction((tx) => queueAlert(tx, input));
  } catch (error) {
    input.ctx.log.error({ err: error, kind: input.kind, userId: input.userId }, 'SMS alert not queued');
    return { status: 'not_sent', reason: 'error' };
  }
}

async function queueAlert(db: Executor, input: SmsAlertInput): Promise<SmsAlertOutcome> {
  const user = await findSmsContact(db, input.userId);
  if (!user) return { status: 'not_sent', reason: 'unverified' };
  let to: string | undefined;
  if (input.lostReportId !== undefined) to = await findProvenAlertPhone(db, input.lostReportId);
  if (!to) {
    if (!user.phoneVerified || !user.phone) return { status: 'not_sent', reason: 'unverified' };
    const alerts = await readSmsAlerts(db, input.userId);
    if (!smsSwitchedOn(alerts, input.kind)) return { status: 'not_sent', reason: 'switched_off' };
    to = user.phone;
  }
  const facts = await findItemFacts(db, input.itemId, user.language);
  const text = renderSms({
    kind: input.kind,
    language: user.language,
    ...facts,
    amount: input.amount,
    link: smsLink(input.ctx.config.publicUrl, ROUTES.item(input.itemId)),
  });
  if (!text) return { status: 'not_sent', reason: 'too_long' };
  return queueSms(db, { to, text, kind: input.kind, userId: input.userId });
}
