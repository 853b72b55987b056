/**
 * One payment in a list: item and amount on top, date, details and status below (fits a phone).
 * A finder's paid item shows where their payout stands, not "Completed" (issue 25): until M-Pesa
 * confirms, a payout parked for their number says "KSh 100 waiting for your number" with the button.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatKsh, type PaymentStatus } from '@okota/shared';
import { PayoutBadge, PayoutWaitingNotice, type PayoutStatus } from '../../../features/payments';
import { PaymentStatusBadge } from './status-badges';
import { ROUTES } from '@okota/shared/routes';

export function PaymentRow({
  title,
  itemId,
  amount,
  status,
  meta,
  asFinder = false,
  payoutStatus,
}: {
  title: string;
  itemId: number;
  amount: number;
  status: PaymentStatus;
  meta: ReactNode;
  asFinder?: boolean;
  payoutStatus?: PayoutStatus;
}) {
  const showPayout = asFinder && status === 'completed' && payoutStatus !== undefined;
  const isWaitingForPhone = showPayout && payoutStatus === 'awaiting_phone';
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <Link href={ROUTES.item(itemId)} className="min-w-0 break-words font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {title}
        </Link>
        <span className="shrink-0 font-semibold text-slate-900">{formatKsh(amount)}</span>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-xs text-slate-500">{meta}</p>
        {!isWaitingForPhone && (showPayout ? <PayoutBadge status={payoutStatus} /> : <PaymentStatusBadge status={status} />)}
      </div>
      {isWaitingForPhone && <PayoutWaitingNotice amount={amount} compact />}
    </li>
  );
}
