/**
 * A payout parked until the finder proves their number (decision 0202), said the same way
 * everywhere (issue 25): "KSh 100 waiting for your number", and "Verify your phone" as a button
 * that leads to the profile's verification card, never a badge or a plain-text path.
 */
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '@okota/shared';
import { ROUTES } from '@okota/shared/routes';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import { PAID_PATH_NS } from '../paid-path-i18n';

export function VerifyPhoneButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation(PAID_PATH_NS);
  // Already on the profile: a same-page link moves no scroll position, so go to the card directly.
  const onClick = (event: MouseEvent) => {
    const card = window.location.pathname === ROUTES.profile ? document.getElementById(ROUTES.verifyPhone.split('#')[1]) : null;
    if (!card) return;
    event.preventDefault();
    card.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Link href={ROUTES.verifyPhone} onClick={onClick} className={buttonClass('primary', 'md', className)}>
      {t('finder.verifyPhone')}
    </Link>
  );
}

/** The amount that waits, why, and the button; `compact` for a line in a list. */
export function PayoutWaitingNotice({ amount, compact = false }: { amount: number; compact?: boolean }) {
  const { t } = useTranslation(PAID_PATH_NS);
  if (compact) {
    return (
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-2" data-testid="payout-waiting">
        <p className="text-sm font-semibold text-amber-900">{t('waiting.title', { amount: formatKsh(amount) })}</p>
        <VerifyPhoneButton />
      </div>
    );
  }
  return (
    <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="payout-waiting">
      <p className="font-bold text-amber-900">{t('waiting.title', { amount: formatKsh(amount) })}</p>
      <p className="mt-1 text-sm text-amber-900">{t('waiting.body')}</p>
      <VerifyPhoneButton className="mt-3 w-full sm:w-auto" />
    </div>
  );
}

/** Every payout of the signed-in finder that waits for their number, added up: the profile's and dashboard's notice. */
export function PayoutsWaitingForPhone() {
  const payments = useMyPayments();
  const waiting = (payments.data?.payments ?? [])
    .filter((p) => p.role === 'finder' && p.status === 'completed' && p.payoutStatus === 'awaiting_phone')
    .reduce((sum, p) => sum + p.finderAmount, 0);
  return waiting > 0 ? <PayoutWaitingNotice amount={waiting} /> : null;
}
