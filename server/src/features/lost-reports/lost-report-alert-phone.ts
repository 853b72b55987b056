/**
 * A lost report may name another phone to alert by SMS (issue 16: the owner's own phone is often
 * what was lost). The number is proven by a code first, like the account's (same limits, 10
 * minutes, five tries); until then it gets nothing. The account's verified number needs no code.
 */
import { PHONE_CODE_LENGTH, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { randomDigits } from '../../lib/crypto';
import type { UserRow } from '../../db/schema';
import {
  checkSentCode,
  consumePhoneCode,
  enforcePhoneLimits,
  findOpenPhoneCode,
  hashPhoneCode,
  phoneCodeError,
  phoneCodeRefusal,
  replacePhoneCode,
  takePhoneCodeTry,
} from '../auth';
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
  const verdict = await checkSentCode({
    code: open,
    storedHash: open?.codeHash,
    typedHash: () => hashPhoneCode(user.id, open!.phone, code),
    maxAttempts: PHONE_CODE_MAX_ATTEMPTS,
    takeTry: (id) => takePhoneCodeTry(ctx.db, id),
  });
  if (!verdict.ok || !open) throw verdict.ok ? phoneCodeError('code_expired') : phoneCodeRefusal(verdict);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumePhoneCode(tx, open.id))) throw phoneCodeError('code_expired');
    // The report may have named another number since this code was sent: that one stays unproven.
    if (!(await markLostReportAlertPhoneVerified(tx, lostReportId, open.phone))) throw phoneCodeError('code_expired');
  });
}
