/**
 * Sign-up never says whether an e-mail address or phone number is taken (docs/rules.md "Accounts
 * and roles"); the account's owner hears of the attempt by e-mail instead, with a sign-in and a
 * reset link. At most a few such e-mails a day per account, so nobody can use sign-up attempts
 * to flood an inbox.
 */
import type { AppContext } from '../../context';
import { countHit } from '../../lib/rate-limit';
import { sendSignUpAttemptEmail } from '../../integrations/mail/account-emails';
import type { SignUpAttemptKind } from '../../integrations/mail/templates/sign-up-attempt';
import type { UserRow } from '../../db/schema';
import { notifyNumberOwner, SIGN_UP_ATTEMPT_NOTICES_PER_DAY } from './by-phone/notify-number-owner';

export const SIGN_UP_ATTEMPT_EMAILS_PER_DAY = SIGN_UP_ATTEMPT_NOTICES_PER_DAY;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends the e-mail unless the account is suspended or has had its share today; true when sent. */
export async function notifySignUpAttempt(options: { ctx: AppContext; owner: UserRow; kind: SignUpAttemptKind }): Promise<boolean> {
  const { ctx, owner, kind } = options;
  // A suspended account can neither sign in nor get a reset link: the e-mail would offer neither.
  if (owner.suspended) return false;
  // An account without an address hears of it by SMS (docs/decisions/0230), within its own count.
  if (!owner.email) return notifyNumberOwner({ ctx, owner });
  const { count } = await countHit(ctx.db, { key: `signUpAttempt:user:${owner.id}`, limit: SIGN_UP_ATTEMPT_EMAILS_PER_DAY, windowMs: DAY_MS });
  if (count > SIGN_UP_ATTEMPT_EMAILS_PER_DAY) return false;
  await sendSignUpAttemptEmail(ctx, owner, kind);
  return true;
}
