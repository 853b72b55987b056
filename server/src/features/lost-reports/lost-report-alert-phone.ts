/**
 * A lost report may name another phone to alert by SMS (issue 16: the owner's own phone is often
 * what was lost). The number is proven by a code first, like the account's (same limits, 10
 * minutes, five tries); until then it gets nothing. The account's verified number needs no code.
 */
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MS, PHONE_MESSAGES } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { randomDigits, safeEqual } from '../../lib/crypto';
import type { UserRow } from '../../db/schema';
import { enforcePhoneLimits, consumePhoneCode, findOpenPhoneCode, hashPhoneCode, replacePhoneCode, takePhoneCodeTry } from '../auth';
import { queueSms, renderSms } from '../sms';
import { findOwnReport, markLostReportAlertPhoneVerified, setLostReportAlertPhone, type AlertPhoneRow } from './lost-report-alert-phone.repository';
import { shownPhoneOf } from '../../db/account-phone';

interface Caller {
  ctx: AppContext;
  user: UserRow;
  lostReportId: number;
  ip: string;
}

const REPORT_NOT_FOUND = 'Lost report not found';

export async function requestAlertPhone(options: Caller & { phone: string }): Promise<AlertPhoneRow> {
  const { ctx, user, lostReportId, phone, ip } = options;
  if (!(await findOwnReport(ctx.db, lostReportId, user.id))) throw new AppError('LOST_REPORT_NOT_FOUND', REPORT_NOT_FOUND);
  const isProven = phone === user.phone && user.phoneVerified;
  if (isProven) return setLostReportAlertPhone(ctx.db, { lostReportId, phone, verified: true });
  await enforcePhoneLimits(ctx, 'sendCode', { phone, userId: user.id, ip });
  const code = randomDigits(PHONE_CODE_LENGTH);
  const text = renderSms({ kind: 'code', language: user.language, code });
  if (!text) throw new Error('the code SMS does not fit one part');
  return ctx.db.transaction(async (tx) => {
    const row = await setLostReportAlertPhone(tx, { lostReportId, phone, verified: false });
    await replacePhoneCode(tx, { userId: user.id, phone, purpose: 'lost_report', lostReportId, code, expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS) });
    await queueSms(tx, { to: phone, text, kind: 'code', userId: user.id });
    return row;
  });
}

export async function verifyAlertPhone(options: Caller & { code: string }): Promise<void> {
  const { ctx, user, lostReportId, code, ip } = options;
  if (!(await findOwnReport(ctx.db, lostReportId, user.id))) throw new AppError('LOST_REPORT_NOT_FOUND', REPORT_NOT_FOUND);
  const open = await findOpenPhoneCode(ctx.db, user.id, lostReportId);
  await enforcePhoneLimits(ctx, 'verifyCode', { phone: open?.phone ?? shownPhoneOf(user), userId: user.id, ip });
  const codes = { code_expired: 'PHONE_CODE_EXPIRED', too_many_tries: 'PHONE_CODE_BURNED', code_wrong: 'PHONE_CODE_WRONG' } as const;
  const wrong = (reason: keyof typeof codes, message: string) => new AppError(codes[reason], message, { reason, errors: { code: message } });
  if (!open) throw wrong('code_expired', PHONE_MESSAGES.codeExpired);
  if (!(await takePhoneCodeTry(ctx.db, open.id))) throw wrong('too_many_tries', PHONE_MESSAGES.codeTooManyTries);
  if (!safeEqual(hashPhoneCode(user.id, open.phone, code), open.codeHash)) throw wrong('code_wrong', PHONE_MESSAGES.codeWrong);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumePhoneCode(tx, open.id))) throw wrong('code_expired', PHONE_MESSAGES.codeExpired);
    // The report may have named another number since this code was sent: that one stays unproven.
    if (!(await markLostReportAlertPhoneVerified(tx, lostReportId, open.phone))) throw wrong('code_expired', PHONE_MESSAGES.codeExpired);
  });
}
