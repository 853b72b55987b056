/**
 * Once per trip of the SMS budget (sms-spend.ts): every admin gets a bell notification and an
 * e-mail, and the audit log a row. A trip is one window of the budget's counters, so the next
 * hour that runs over tells them again, and the thousand refusals in between do not.
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { countHit } from '../../lib/rate-limit';
import { pickMailLanguage } from '../../integrations/mail/account-emails';
import { smsPausedMail } from '../../integrations/mail/templates/sms-paused';
import { notify } from '../notifications/notify';
import { listAdminIds, listAdminMailboxes } from '../notifications/admin-recipients.repository';

export async function tellAdminsSmsPaused(ctx: Pick<AppContext, 'db' | 'config' | 'log' | 'mail'>, resetAt: Date): Promise<void> {
  const params = { messages: ctx.config.SMS_BUDGET_MESSAGES_PER_HOUR, kes: ctx.config.SMS_BUDGET_KES_PER_HOUR };
  let first = false;
  try {
    await ctx.db.transaction(async (tx) => {
      const { count } = await countHit(tx, { key: `sms-budget:alerted:${resetAt.getTime()}`, limit: 1, windowMs: resetAt.getTime() - Date.now() + 60_000 });
      if (count > 1) return;
      first = true;
      for (const userId of await listAdminIds(tx)) await notify(tx, { userId, type: 'system', kind: 'sms_paused', params });
      await recordAudit(tx, { actorId: null, action: 'sms.codes_paused', targetType: 'setting', targetId: 'sms-budget', details: { ...params, until: resetAt.toISOString() } });
    });
    if (!first) return;
    for (const admin of await listAdminMailboxes(ctx.db)) {
      const mail = smsPausedMail({
        language: pickMailLanguage(admin.language),
        ...params,
        url: `${ctx.config.publicUrl}${ROUTES.adminAudit}`,
        supportEmail: ctx.config.SUPPORT_EMAIL,
      });
      await ctx.mail.send({ to: admin.email, ...mail });
    }
  } catch (error) {
    // The refusal stands whether or not the admins could be told.
    ctx.log.error({ err: error }, 'could not tell the admins that SMS codes are paused');
  }
}
