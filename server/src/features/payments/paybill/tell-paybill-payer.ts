/**
 * Held Paybill money whose reversal M-Pesa refused is stuck with us until a person returns it.
 * Admins hear of it by a bell (reverse-receipt.ts); the payer, who may have no account at all
 * (anyone can pay an account number), by one SMS to the phone M-Pesa says paid, in our words only:
 * the amount, the M-Pesa receipt, that our team returns it, and where to ask. When the money goes
 * back after all (an admin's Retry), the payer who was told it was stuck is told it is back
 * (docs/decisions/0286).
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { bilingualPaybillSms, findSmsReader, queueSms, renderSms, smsLink } from '../../sms';
import { takePayerStuckNotice, type PaybillReceiptRow } from './paybill-receipts.repository';

type Ctx = Pick<AppContext, 'config' | 'log'>;
type PayerKind = 'paybill_stuck' | 'paybill_back';

/** Once per receipt: payer_told_stuck_at is taken in the same savepoint as the SMS is queued. */
export async function tellPayerStuck(ctx: Ctx, db: Executor, failed: PaybillReceiptRow): Promise<void> {
  if (!failed.payerPhone || !failed.confirmedAmount) return;
  await inSavepoint(ctx, db, failed, async (tx) => {
    const taken = await takePayerStuckNotice(tx, failed.id);
    if (taken?.payerPhone && taken.confirmedAmount) await queuePayerSms(ctx, tx, 'paybill_stuck', taken.payerPhone, taken);
  });
}

/**
 * `before` is the receipt as read before it was marked reversed (the mark drops the number); the
 * caller calls this only when its own conditional UPDATE moved the receipt, so it runs once.
 */
export async function tellPayerBack(ctx: Ctx, db: Executor, before: PaybillReceiptRow): Promise<void> {
  if (!before.payerToldStuckAt || !before.payerPhone || !before.confirmedAmount) return;
  const phone = before.payerPhone;
  await inSavepoint(ctx, db, before, (tx) => queuePayerSms(ctx, tx, 'paybill_back', phone, before));
}

async function queuePayerSms(ctx: Ctx, tx: Executor, kind: PayerKind, phone: string, receipt: PaybillReceiptRow): Promise<void> {
  const reader = await findSmsReader(tx, phone);
  const values = { amount: receipt.confirmedAmount ?? 0, receipt: receipt.transId, link: smsLink(ctx.config.publicUrl, ROUTES.contact) };
  // A number we know speaks its language; any other gets both, or English when both do not fit.
  const text =
    (reader ? renderSms({ kind, language: reader.language, ...values }) : bilingualPaybillSms(kind, values)) ?? renderSms({ kind, language: 'en', ...values });
  if (!text) {
    ctx.log.error({ receiptId: receipt.id, kind }, 'Paybill payer SMS does not fit one part; not sent');
    return;
  }
  await queueSms(tx, { to: phone, kind, text, userId: reader?.userId ?? null });
}

/** A savepoint: an SMS that cannot be queued must not undo the receipt's move and the admins' bell. */
async function inSavepoint(ctx: Ctx, db: Executor, receipt: PaybillReceiptRow, work: (tx: Executor) => Promise<void>): Promise<void> {
  try {
    await db.transaction(work);
  } catch (error) {
    ctx.log.error({ err: error, receiptId: receipt.id }, 'Paybill SMS to the payer not queued');
  }
}
