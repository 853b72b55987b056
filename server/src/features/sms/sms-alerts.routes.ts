/**
 * The profile's message switches (docs/rules.md "SMS and USSD", "a message at every turn"): one
 * per SMS kind and one per turn e-mail, on by default; SMS alerts go once the number is verified
 * (docs/decisions/0201), turn e-mails where the account has an address (docs/decisions/0231).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateSmsAlertsSchema } from '@okota/shared';
import { smsAlertsAnswer as alertsAnswer } from '@okota/shared/contracts/sms.contract';
import { currentUser } from '../../plugins/auth';
import { readAlertPreferences, writeAlertPreferences, type AlertPreferences } from './sms-alert-preferences.repository';
import { shownPhoneOf } from '../../db/account-phone';

const answer = (preferences: AlertPreferences, user: { phone: string | null; pendingPhone: string | null; phoneVerified: boolean; email?: string | null }) => ({
  ...preferences,
  phone: shownPhoneOf(user),
  phoneVerified: user.phoneVerified,
  hasEmail: Boolean(user.email),
});

export const smsAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/sms-alerts',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], summary: 'Which SMS alerts and turn e-mails the signed-in user gets', response: { 200: alertsAnswer } },
    },
    async (request) => {
      const user = currentUser(request);
      return answer(await readAlertPreferences(app.ctx.db, user.id), user);
    },
  );

  app.put(
    '/api/profile/sms-alerts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Turn SMS alerts (top level) or turn e-mails (`emails`) on or off; only the switches sent change',
        body: updateSmsAlertsSchema,
        response: { 200: alertsAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return answer(await writeAlertPreferences(app.ctx.db, user.id, request.body), user);
    },
  );
};
