/**
 * The SMS budget tripped (sms/sms-spend.ts queued this once for the trip): every admin gets a
 * bell notification and an e-mail in their language. Our words and numbers only.
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../context';
import { pickMailLanguage } from '../../integrations/mail/account-emails';
import { smsPausedMail } from '../../integrations/mail/templates/sms-paused';
import { listAdminIds, listAdminMailboxes } from './admin-recipients.repository';
import { notify } from './notify';
import type { SmsPause } from '../sms';

export async function tellAdminsSmsPaused(ctx: AppContext, payload: SmsPause): Promise<void> {
  const params = { messages: payload.messages, kes: payload.kes };
  await ctx.db.transaction(async (tx) => {
    for (const userId of await listAdminIds(tx)) await notify(tx, { userId, type: 'system', kind: 'sms_paused', params });
  });
  for (const admin of await listAdminMailboxes(ctx.db)) {
    const mail = smsPausedMail({
      language: pickMailLanguage(admin.language),
      ...params,
      url: `${ctx.config.publicUrl}${ROUTES.adminAudit}`,
      supportEmail: ctx.config.SUPPORT_EMAIL,
    });
    await ctx.mail.send({ to: admin.email, ...mail });
  }
}
