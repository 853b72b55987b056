/**
 * Checks a code sent by SMS to a number with no session, with the e-mail code's answers: expired
 * (or never sent), burned after five wrong tries, wrong. Each try is taken before the comparison,
 * atomically, so concurrent guesses cannot exceed five.
 */
import { MESSAGE_KEYS, OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { AppError, type AppErrorCode } from '../../../lib/errors';
import { safeEqual } from '../../../lib/crypto';
import { findOpenPhoneOtp, hashPhoneOtp, takePhoneOtpTry, type PhoneOtpPurpose, type PhoneOtpRow } from './phone-otps.repository';

export const phoneOtpError = (code: AppErrorCode, message: string, field = 'otp') => new AppError(code, message, { errors: { [field]: message } });

export async function checkPhoneOtp(
  db: Executor,
  options: {
    phone: string;
    purpose: PhoneOtpPurpose;
    otp: string;
    field?: string;
  },
): Promise<PhoneOtpRow> {
  const { phone, purpose, otp, field } = options;
  const row = await findOpenPhoneOtp(db, phone, purpose);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw phoneOtpError('OTP_EXPIRED', MESSAGE_KEYS.otpExpired, field);
  if (row.attempts >= OTP_MAX_ATTEMPTS || !(await takePhoneOtpTry(db, row.id))) throw phoneOtpError('OTP_BURNED', MESSAGE_KEYS.otpBurned, field);
  if (!safeEqual(row.otpHash, hashPhoneOtp(phone, purpose, otp))) {
    throw row.attempts + 1 >= OTP_MAX_ATTEMPTS
      ? phoneOtpError('OTP_BURNED', MESSAGE_KEYS.otpBurned, field)
      : phoneOtpError('OTP_INVALID', MESSAGE_KEYS.otpInvalid, field);
  }
  return row;
}
