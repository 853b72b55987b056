/**
 * The profile's message switches (docs/rules.md "SMS and USSD", "a message at every turn"): one
 * per SMS kind and one per turn e-mail, on by default; SMS alerts go once the number is verified
 * (docs/decisions/0201), turn e-mails where the account has an address (docs/decisions/0231).
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { readAlertPreferences, writeAlertPreferences, type AlertPreferences } from './sms-alert-preferences.repository';
import { shownPhoneOf } from '../../db/account-phone';
import * as accountApi from '@okota/shared/contracts/account.api';
import { registerRoute } from '../../plugins/register-route';

const answer = (preferences: AlertPreferences, user: { phone: string | null; pendingPhone: string | null; phoneVerified: boolean; email?: string | null }) => ({
  ...preferences,
  phone: shownPhoneOf(user),
  phoneVerified: user.phoneVerified,
  hasEmail: Boolean(user.email),
});

export const smsAlertsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, accountApi.smsAlerts, async (request) => {
    const user = currentUser(request);
    return answer(await readAlertPreferences(app.ctx.db, user.id), user);
  });

  await registerRoute(app, accountApi.setSmsAlerts, async (request) => {
    const user = currentUser(request);
    return answer(await writeAlertPreferences(app.ctx.db, user.id, request.body), user);
  });
};
