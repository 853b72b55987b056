/**
 * What a claimer is told about a payment on its way back, in plain words instead of a status
 * name: the amount as 'KSh 150', the day it landed in East Africa Time, the reversal's receipt.
 */
import { REFUND_STATUSES, formatKsh, formatNairobiDateTime } from '@okota/shared';
import type { TFunction } from '../../../i18n';
import type { MyPayment, PaymentStatus } from '../api/types';

export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const isRefundStatus = (status: PaymentStatus): status is RefundStatus => (REFUND_STATUSES as readonly string[]).includes(status);

export interface RefundNotice {
  status: RefundStatus;
  tone: 'amber' | 'green' | 'red';
  title: string;
  body: string;
  /** The reversal's M-Pesa receipt, once it landed and the server sent it. */
  receipt: string | null;
}

const TONES = { refund_pending: 'amber', refunded: 'green', refund_failed: 'red' } as const;

type RefundFacts = Pick<MyPayment, 'status' | 'amount' | 'refundedAt' | 'refundTransactionId'>;

/** `t` reads the refunds namespace (REFUNDS_NS); null for a payment that is not being refunded. */
export function refundNotice(payment: RefundFacts, t: TFunction<'refunds'>, language: string): RefundNotice | null {
  const { status } = payment;
  if (!isRefundStatus(status)) return null;
  const amount = formatKsh(payment.amount);
  const landed = status === 'refunded' && payment.refundedAt ? new Date(payment.refundedAt) : null;
  const date = landed && !Number.isNaN(landed.getTime()) ? formatNairobiDateTime(landed, language === 'sw' ? 'sw' : 'en') : null;
  const body = status === 'refunded' && !date ? t('claimer.refunded.bodyNoDate', { amount }) : t(`claimer.${status}.body`, { amount, date });
  return {
    status,
    tone: TONES[status],
    title: t(`claimer.${status}.title`),
    body,
    receipt: status === 'refunded' ? (payment.refundTransactionId ?? null) : null,
  };
}
