/**
 * A taken number is never revealed (docs/rules.md "Accounts by phone"): phone sign-up and a phone
 * change answer as if the number were free, and its owner gets an SMS in our words instead of a
 * code. At most SIGN_UP_ATTEMPT_NOTICES_PER_DAY such notices a day per account (the same counter as
 * the e-mailed notice), so nobody can use the forms to flood a phone.
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { countHit } from '../../../lib/rate-limit';
import { queueSms, renderSms, smsLink } from '../../sms';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Shared with the e-mailed notice (notify-sign-up-attempt.ts): one count per account and day. */
export const SIGN_UP_ATTEMPT_NOTICES_PER_DAY = 3;

export async function notifyNumberOwner(options: { ctx: AppContext; db?: Executor; owner: UserRow }): Promise<boolean> {
  const { ctx, owner } = options;
  const db = options.db ?? ctx.db;
  if (owner.suspended) return false;
  const { count } = await countHit(db, { key: `signUpAttempt:user:${owner.id}`, limit: SIGN_UP_ATTEMPT_NOTICES_PER_DAY, windowMs: DAY_MS });
  if (count > SIGN_UP_ATTEMPT_NOTICES_PER_DAY) return false;
  const text = renderSms({ kind: 'sign_up_attempt', language: owner.language, link: smsLink(ctx.config.publicUrl, ROUTES.auth) });
  if (!text || !owner.phone) return false;
  await queueSms(db, { to: owner.phone, text, kind: 'sign_up_attempt', userId: owner.id });
  return true;
}
