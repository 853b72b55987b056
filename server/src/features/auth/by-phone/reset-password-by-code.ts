/**
 * Forgot-password by SMS (docs/rules.md "Accounts by phone"; docs/decisions/0230): `{phone}` sends
 * a 6-digit code to the account's number; `{phone, code, newPassword}` sets the password. The
 * answer to the request is the same for any number; an unknown or suspended one gets a code row
 * nobody receives, so the reset step answers the same too. The reset ends every session and
 * counts as proof of the number, as the e-mailed link does for the address.
 */
import type { AppContext } from '../../../context';
import { hashPassword } from '../../../lib/crypto';
import { MESSAGE_KEYS } from '@okota/shared';
import { spendCodeSms } from '../../sms';
import { enforceAuthLimits } from '../auth-limits';
import { revokeAllTokens } from '../tokens.repository';
import { findUserByPhone, updateUser } from '../users.repository';
import { checkPhoneOtp, phoneOtpError } from './check-phone-otp';
import { consumePhoneOtp } from './phone-otps.repository';
import { sendPhoneOtp } from './send-phone-sign-up-code';

export async function requestPhonePasswordReset(options: { ctx: AppContext; phone: string; ip: string }): Promise<void> {
  const { ctx, phone, ip } = options;
  await enforceAuthLimits(ctx, 'forgotPassword', { address: phone, ip });
  // Spent for any number, known or not, so that a refusal does not tell which have accounts.
  await spendCodeSms(ctx, { ip, phone });
  const user = await findUserByPhone(ctx.db, phone);
  const send = !!user && !user.suspended;
  await sendPhoneOtp(ctx, { phone, purpose: 'reset', language: user?.language ?? 'en', send, userId: user?.id });
}

export async function resetPasswordByCode(options: { ctx: AppContext; phone: string; code: string; newPassword: string; ip: string }): Promise<void> {
  const { ctx, phone, code, newPassword, ip } = options;
  await enforceAuthLimits(ctx, 'resetPassword', { address: phone, ip });
  const row = await checkPhoneOtp(ctx.db, { phone, purpose: 'reset', otp: code, field: 'code' });
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByPhone(tx, phone);
    if (!(await consumePhoneOtp(tx, row.id)) || !user || user.suspended) throw phoneOtpError('OTP_EXPIRED', MESSAGE_KEYS.otpExpired, 'code');
    await updateUser(tx, user.id, { passwordHash, phoneVerified: true });
    await revokeAllTokens(tx, user.id);
  });
}
