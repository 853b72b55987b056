/**
 * Held Paybill money whose reversal M-Pesa refused is stuck with us until a person returns it.
 * Admins hear of it by a bell (reverse-receipt.ts); the payer, who may have no account at all
 * (anyone can pay an account number), by one SMS to the phone M-Pesa says paid, in our words only:
 * the amount, the M-Pesa receipt, that our team returns it, and where to ask (docs/decisions/0286).
 * Once per receipt (payer_told_stuck_at, taken in the same transaction as the SMS is queued).
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { bilingualPaybillStuck, findSmsReader, queueSms, renderSms, smsLink } from '../../sms';
import { takePayerStuckNotice, type PaybillReceiptRow } from './paybill-receipts.repository';

export async function tellPayerStuck(ctx: Pick<AppContext, 'config' | 'log'>, db: Executor, failed: PaybillReceiptRow): Promise<void> {
  if (!failed.payerPhone || !failed.confirmedAmount) return;
  try {
    // A savepoint: an SMS that cannot be queued must not undo the failure and the admins' bell.
    await db.transaction(async (tx) => {
      const taken = await takePayerStuckNotice(tx, failed.id);
      if (!taken?.payerPhone || !taken.confirmedAmount) return;
      const reader = await findSmsReader(tx, taken.payerPhone);
      const values = { amount: taken.confirmedAmount, receipt: taken.transId, link: smsLink(ctx.config.publicUrl, ROUTES.contact) };
      // A number we know speaks its language; any other gets both, or English when both do not fit.
      const text =
        (reader ? renderSms({ kind: 'paybill_stuck', language: reader.language, ...values }) : bilingualPaybillStuck(values)) ??
        renderSms({ kind: 'paybill_stuck', language: 'en', ...values });
      if (!text) {
        ctx.log.error({ receiptId: taken.id }, 'Paybill stuck SMS does not fit one part; not sent');
        return;
      }
      await queueSms(tx, { to: taken.payerPhone, kind: 'paybill_stuck', text, userId: reader?.userId ?? null });
    });
  } catch (error) {
    ctx.log.error({ err: error, receiptId: failed.id }, 'Paybill stuck SMS to the payer not queued');
  }
}
