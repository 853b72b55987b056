/** One payment in a list: item and amount on top, date, details and status below (fits a phone). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatKsh, type PaymentStatus } from '@okota/shared';
import { PaymentStatusBadge } from './status-badges';

export function PaymentRow({ title, itemId, amount, status, meta }: {
  title: string; itemId: number; amount: number; status: PaymentStatus; meta: ReactNode;
}) {
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <Link href={`/item/${itemId}`} className="min-w-0 break-words font-medium text-slate-900 hover:text-brand-700 hover:underline">{title}</Link>
        <span className="shrink-0 font-semibold text-slate-900">{formatKsh(amount)}</span>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-xs text-slate-500">{meta}</p>
        <PaymentStatusBadge status={status} />
      </div>
    </li>
  );
}
