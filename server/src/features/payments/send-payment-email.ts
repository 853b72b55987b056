/**
 * The money e-mails as jobs: queued inside the transaction that moved the money (so a rolled-back
 * payment e-mails nobody), built from the row when the job runs, and retried if the mail server
 * fails. Each kind is sent once per payment (the dedupe key).
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { pickMailLanguage } from '../../integrations/mail/account-emails';
import {
  payoutReceiptMail,
  paymentReceiptMail,
  refundDelayedMail,
  refundReceiptMail,
  refundStartedMail,
  type ReceiptFacts,
} from '../../integrations/mail/templates/payment-receipts';
import type { RenderedMail } from '../../integrations/mail/templates/layout';
import { REFUND_REASONS, type RefundReason } from '@okota/shared';
import { findItemFacts } from '../sms';
import { findMailRecipient } from './payment-parties.repository';
import { findPaymentById, type PaymentRow } from './payments.repository';
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';
import type { PaymentsDeps } from './payments-deps';

const PAYMENT_EMAIL_KINDS = ['payment-receipt', 'refund-started', 'refund-delayed', 'refund-receipt', 'payout-receipt'] as const;
export type PaymentEmailKind = (typeof PAYMENT_EMAIL_KINDS)[number];

export const paymentEmailJob = defineJob({
  id: 'payments.send-email',
  payload: z.object({ kind: z.enum(PAYMENT_EMAIL_KINDS), paymentId: z.number().int() }),
  handler: (payload, deps: PaymentsDeps) => sendPaymentEmail({ ctx: deps.ctx, ...payload }),
  maxAttempts: 5,
  backoffMs: 60_000,
});

export async function queuePaymentEmail(ctx: AppContext, tx: Executor, kind: PaymentEmailKind, paymentId: number): Promise<void> {
  await ctx.jobs.enqueue(tx, paymentEmailJob, { kind, paymentId }, { dedupeKey: `payment-mail:${kind}:${paymentId}` });
}

export async function sendPaymentEmail({ ctx, kind, paymentId }: { ctx: AppContext; kind: PaymentEmailKind; paymentId: number }): Promise<void> {
  const payment = await findPaymentById(ctx.db, paymentId);
  if (!payment) return;
  const toFinder = kind === 'payout-receipt';
  const row = await findMailRecipient(ctx.db, toFinder ? payment.finderId : payment.claimerId, payment.itemId);
  // A phone-first account may have no address (docs/decisions/0230).
  if (!row?.email) return;
  const language = pickMailLanguage(row.language);
  // The item by category and county: its title is the finder's words (docs/decisions/0231).
  const facts = await findItemFacts(ctx.db, payment.itemId, language);
  const base = { language, firstName: row.firstName, item: facts ? `${facts.category}, ${facts.county}` : '—', supportEmail: ctx.config.SUPPORT_EMAIL };
  const mail = buildMail(kind, payment, base);
  if (mail && row.email) await ctx.mail.send({ to: row.email, ...mail });
}

type Base = Omit<ReceiptFacts, 'amount' | 'receipt' | 'date'>;

function buildMail(kind: PaymentEmailKind, payment: PaymentRow, base: Base): RenderedMail | undefined {
  const paid = { amount: payment.amount, receipt: payment.mpesaTransactionId, date: payment.completedAt ?? payment.createdAt };
  switch (kind) {
    case 'payment-receipt':
      return payment.status === 'completed' || payment.completedAt ? paymentReceiptMail({ ...base, ...paid }) : undefined;
    case 'refund-started': {
      const reason = (REFUND_REASONS as readonly string[]).includes(payment.refundReason ?? '') ? (payment.refundReason as RefundReason) : 'dispute';
      return refundStartedMail({ ...base, ...paid, reason });
    }
    case 'refund-delayed':
      // Sent when the job runs: a refund that landed meanwhile needs no "delayed" word.
      return payment.status === 'refund_failed' ? refundDelayedMail({ ...base, ...paid }) : undefined;
    case 'refund-receipt':
      if (payment.status !== 'refunded' || !payment.refundedAt) return undefined;
      return refundReceiptMail({
        ...base,
        amount: payment.amount,
        receipt: payment.refundTransactionId,
        date: payment.refundedAt,
        paymentReceipt: payment.mpesaTransactionId,
      });
    case 'payout-receipt':
      if (!payment.finderPaid || !payment.finderPaidAt) return undefined;
      return payoutReceiptMail({ ...base, amount: payment.finderAmount, receipt: payment.finderTransactionId, date: payment.finderPaidAt });
  }
}
