/**
 * Phone sign-up's first step (docs/rules.md "Accounts by phone"; docs/decisions/0230): a 6-digit
 * code by SMS, valid 10 minutes, five tries, with the e-mail code's limits per number and per IP.
 * A taken number gets no code: its owner is told by SMS instead, and a code nobody knows is stored
 * all the same, so that neither this answer nor a guess at verify-otp says the number is taken.
 */
import { OTP_TTL_MS, PHONE_CODE_LENGTH } from '@okota/shared';
import type { AppContext } from '../../../context';
import { randomDigits } from '../../../lib/crypto';
import { queueSms, renderSms, spendCodeSms } from '../../sms';
import type { MailLanguage } from '../../../integrations/mail/templates/layout';
import { enforceAuthLimits } from '../auth-limits';
import { findUserByPhone } from '../users.repository';
import { notifyNumberOwner } from './notify-number-owner';
import { replacePhoneOtp, type PhoneOtpPurpose } from './phone-otps.repository';

/** Writes a code for the number and queues it by SMS when `send` (a decoy is written, never sent). */
export async function sendPhoneOtp(
  ctx: AppContext,
  options: {
    phone: string;
    purpose: PhoneOtpPurpose;
    language: string;
    send: boolean;
    userId?: string | null;
    firstName?: string;
  },
): Promise<void> {
  const { phone, purpose, language, send } = options;
  const code = randomDigits(PHONE_CODE_LENGTH);
  const text = renderSms({ kind: 'code', language, code });
  if (!text) throw new Error('the code SMS does not fit one part');
  await ctx.db.transaction(async (tx) => {
    await replacePhoneOtp(tx, { phone, purpose, code, firstName: options.firstName, expiresAt: new Date(Date.now() + OTP_TTL_MS) });
    if (send) await queueSms(tx, { to: phone, text, kind: 'code', userId: options.userId ?? null });
  });
}

export async function sendPhoneSignUpCode(options: { ctx: AppContext; phone: string; firstName: string; language: MailLanguage; ip: string }): Promise<void> {
  const { ctx, phone, firstName, language, ip } = options;
  await enforceAuthLimits(ctx, 'sendCode', { address: phone, ip });
  await spendCodeSms(ctx, { ip, phone });
  const owner = await findUserByPhone(ctx.db, phone);
  await sendPhoneOtp(ctx, { phone, purpose: 'sign_up', language, send: !owner, firstName });
  if (owner) await notifyNumberOwner({ ctx, owner });
}
