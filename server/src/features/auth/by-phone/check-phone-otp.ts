/**
 * Checks a code sent by SMS to a number with no session, by the one rule of every code we send
 * (../codes/check-sent-code.ts), with the e-mail code's answers: expired (or never sent), burned
 * after five wrong tries, wrong.
 */
import { OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { AppError, type AppErrorCode } from '../../../lib/errors';
import { checkSentCode, otpRefusal } from '../codes/check-sent-code';
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
  const verdict = await checkSentCode({
    code: row,
    storedHash: row?.otpHash,
    typedHash: () => hashPhoneOtp(phone, purpose, otp),
    maxAttempts: OTP_MAX_ATTEMPTS,
    takeTry: (id) => takePhoneOtpTry(db, id),
  });
  if (!verdict.ok) throw otpRefusal(verdict, field ?? 'otp');
  return row!;
}
