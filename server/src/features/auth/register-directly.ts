import type { RegistrationData } from '@okota/shared';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { countEvent } from '../../lib/analytics';
import { notFound } from '../../lib/errors';
import type { MailLanguage } from '../../integrations/mail/templates/layout';
import { enforceAuthLimits } from './auth-limits';
import { createAccount } from './create-account';
import { issueToken } from './tokens.repository';
import type { UserRow } from '../../db/schema';

/**
 * The direct registration path: the same rules as sign-up, but nobody proved the e-mail, so the
 * account is unverified ('Pending' for admins) until its owner resets the password through an
 * e-mailed link or an admin verifies it (docs/decisions/0030-accounts.md).
 *
 * It answers with a session, so it cannot answer a taken address the same as a free one: it would
 * tell anyone which addresses have accounts, and let them squat the rest. A production server
 * therefore does not offer it (404); development and the tests use it to create accounts quickly
 * (docs/decisions/0150-sign-up-without-enumeration.md).
 */
export async function registerDirectly(options: {
  ctx: AppContext;
  data: RegistrationData;
  language: MailLanguage;
  ip: string;
}): Promise<{ token: string; user: UserRow }> {
  const { ctx, data, language, ip } = options;
  if (ctx.config.isProduction) throw notFound('Direct registration is not available. Please sign up with the code we email you.');
  await enforceAuthLimits(ctx, 'register', { address: data.email, ip });
  const passwordHash = await hashPassword(data.password);
  const result = await ctx.db.transaction(async (tx) => {
    const user = await createAccount(tx, { data, passwordHash, language, emailVerified: false });
    return { user, token: await issueToken(tx, user.id) };
  });
  await countEvent(ctx.db, 'newRegistrations');
  return result;
}
