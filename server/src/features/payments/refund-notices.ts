/**
 * What people are told about a refund, in the app and by e-mail, each in their own language:
 * the claimer when it starts (and why) and when it lands; admins when M-Pesa refused it. Runs in
 * the transaction that moved the refund, so a rolled-back change tells nobody.
 */
import { eq } from 'drizzle-orm';
import { formatKsh, type RefundReason } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { notify } from '../notifications/notify';
import { queueSmsAlert } from '../sms/queue-sms-alert';
import { listAdminIds, type PaymentRow } from './payments.repository';
import { queuePaymentEmail } from './send-payment-email';

const WORDS = {
  en: {
    startedTitle: 'Your money is on its way back',
    why: {
      dispute: 'After reviewing your report, we are refunding you.',
      claim_revoked: 'The finder withdrew the approval of your claim before your payment reached us.',
      item_removed: 'The item was removed before your payment reached us.',
      already_paid: 'You had already paid for this claim.',
    } satisfies Record<RefundReason, string>,
    started: (amount: string, title: string) => `We are sending your ${amount} for "${title}" back to your M-Pesa. We will tell you when it arrives.`,
    refundedTitle: 'Refund sent to your M-Pesa',
    refunded: (amount: string, title: string, id: string | null) => `${amount} for "${title}" is back on your M-Pesa${id ? ` (M-Pesa ${id})` : ''}.`,
    failedTitle: 'Refund refused by M-Pesa',
    failed: (id: number, title: string, error: string) => `The refund of payment ${id} for "${title}" failed: ${error}. Fix the cause, then retry it in the refunds list.`,
  },
  sw: {
    startedTitle: 'Pesa yako inarejeshwa',
    why: {
      dispute: 'Baada ya kuchunguza ripoti yako, tunakurejeshea pesa.',
      claim_revoked: 'Aliyekipata aliondoa idhini ya dai lako kabla malipo yako hayajatufikia.',
      item_removed: 'Kitu hiki kiliondolewa kabla malipo yako hayajatufikia.',
      already_paid: 'Ulikuwa umeshalipia dai hili.',
    } satisfies Record<RefundReason, string>,
    started: (amount: string, title: string) => `Tunarudisha ${amount} zako za "${title}" kwenye M-Pesa yako. Tutakujulisha zitakapofika.`,
    refundedTitle: 'Pesa imerejeshwa kwenye M-Pesa yako',
    refunded: (amount: string, title: string, id: string | null) => `${amount} za "${title}" zimerudi kwenye M-Pesa yako${id ? ` (M-Pesa ${id})` : ''}.`,
    failedTitle: 'M-Pesa imekataa kurejesha pesa',
    failed: (id: number, title: string, error: string) => `Urejeshaji wa malipo ${id} ya "${title}" umeshindikana: ${error}. Rekebisha chanzo, kisha ujaribu tena kwenye orodha ya marejesho.`,
  },
};

async function wordsFor(db: Executor, userId: string) {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language === 'sw' ? WORDS.sw : WORDS.en;
}

export async function tellRefundStarted(ctx: AppContext, tx: Executor, payment: PaymentRow, itemTitle: string): Promise<void> {
  const w = await wordsFor(tx, payment.claimerId);
  const reason = (payment.refundReason ?? 'dispute') as RefundReason;
  await notify(tx, {
    userId: payment.claimerId, type: 'payment', title: w.startedTitle,
    message: `${w.why[reason] ?? ''} ${w.started(formatKsh(payment.amount), itemTitle)}`.trim(),
    itemId: payment.itemId, itemTitle, claimerId: payment.claimerId,
  });
  await queuePaymentEmail(ctx, tx, 'refund-started', payment.id);
}

export async function tellRefunded(ctx: AppContext, tx: Executor, payment: PaymentRow, itemTitle: string): Promise<void> {
  const w = await wordsFor(tx, payment.claimerId);
  await notify(tx, {
    userId: payment.claimerId, type: 'payment', title: w.refundedTitle,
    message: w.refunded(formatKsh(payment.amount), itemTitle, payment.refundTransactionId),
    itemId: payment.itemId, itemTitle, claimerId: payment.claimerId,
  });
  await queueSmsAlert({ ctx, db: tx, userId: payment.claimerId, kind: 'refund_sent', itemId: payment.itemId, itemTitle, amount: payment.amount });
  await queuePaymentEmail(ctx, tx, 'refund-receipt', payment.id);
}

export async function tellAdminsRefundFailed(tx: Executor, payment: PaymentRow, itemTitle: string, error: string): Promise<void> {
  for (const adminId of await listAdminIds(tx)) {
    const w = await wordsFor(tx, adminId);
    await notify(tx, {
      userId: adminId, type: 'system', title: w.failedTitle, message: w.failed(payment.id, itemTitle, error).slice(0, 1000),
      itemId: payment.itemId, itemTitle, claimerId: payment.claimerId,
    });
  }
}
