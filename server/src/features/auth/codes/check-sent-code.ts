/**
 * The one rule for every 6-digit code we send: a sign-up code by e-mail or SMS, a reset by SMS, an
 * account's new e-mail or phone, a lost report's alert number (docs/rules.md "Accounts and roles",
 * "SMS and USSD"). A code works for 10 minutes and five tries. Each try is taken before the
 * comparison, atomically, so concurrent guesses cannot exceed five; the hash is compared in
 * constant time; a right code is then used once, by the caller, in the transaction that acts on it.
 */
import { MESSAGE_KEYS, PHONE_MESSAGES } from '@okota/shared';
import { AppError } from '../../../lib/errors';
import { safeEqual } from '../../../lib/crypto';

export interface SentCode {
  id: number;
  attempts: number;
  expiresAt: Date;
}

export type SentCodeVerdict = { ok: true } | { ok: false; refusal: 'expired' | 'burned' } | { ok: false; refusal: 'wrong'; attemptsLeft: number };

export async function checkSentCode(options: {
  code: SentCode | undefined;
  /** The stored hash, and the hash of what the person typed. */
  storedHash: string | undefined;
  typedHash: () => string;
  maxAttempts: number;
  takeTry: (id: number) => Promise<boolean>;
}): Promise<SentCodeVerdict> {
  const { code, storedHash, typedHash, maxAttempts, takeTry } = options;
  if (!code || code.expiresAt.getTime() <= Date.now()) return { ok: false, refusal: 'expired' };
  if (code.attempts >= maxAttempts || !(await takeTry(code.id))) return { ok: false, refusal: 'burned' };
  if (!storedHash || !safeEqual(storedHash, typedHash())) return { ok: false, refusal: 'wrong', attemptsLeft: Math.max(0, maxAttempts - code.attempts - 1) };
  return { ok: true };
}

/** The refusal of a sign-up or reset code (OTP_*), on `field`: a fifth wrong try says the code is burned. */
export function otpRefusal(verdict: Exclude<SentCodeVerdict, { ok: true }>, field: string): AppError {
  const burned = verdict.refusal === 'burned' || (verdict.refusal === 'wrong' && verdict.attemptsLeft === 0);
  const [code, message] =
    verdict.refusal === 'expired'
      ? (['OTP_EXPIRED', MESSAGE_KEYS.otpExpired] as const)
      : burned
        ? (['OTP_BURNED', MESSAGE_KEYS.otpBurned] as const)
        : (['OTP_INVALID', MESSAGE_KEYS.otpInvalid] as const);
  return new AppError(code, message, { errors: { [field]: message } });
}

/** The refusal of a code that proves a phone (PHONE_CODE_*), with the `reason` clients already read. */
export function phoneCodeRefusal(verdict: Exclude<SentCodeVerdict, { ok: true }>): AppError {
  if (verdict.refusal === 'wrong') return phoneCodeError('code_wrong', { attemptsLeft: verdict.attemptsLeft });
  return phoneCodeError(verdict.refusal === 'expired' ? 'code_expired' : 'too_many_tries');
}

const PHONE_CODE_REFUSALS = {
  code_expired: ['PHONE_CODE_EXPIRED', PHONE_MESSAGES.codeExpired],
  too_many_tries: ['PHONE_CODE_BURNED', PHONE_MESSAGES.codeTooManyTries],
  code_wrong: ['PHONE_CODE_WRONG', PHONE_MESSAGES.codeWrong],
} as const;

export function phoneCodeError(reason: keyof typeof PHONE_CODE_REFUSALS, extra: Record<string, unknown> = {}): AppError {
  const [code, message] = PHONE_CODE_REFUSALS[reason];
  return new AppError(code, message, { reason, errors: { code: message }, ...extra });
}
