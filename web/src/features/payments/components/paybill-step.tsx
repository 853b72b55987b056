/**
 * Paying by M-Pesa Paybill (docs/decisions/0232): the business number, the account number that
 * names this payment and the exact amount, large enough to read while typing them into the
 * phone; the Lipa na M-Pesa steps; and the live status, polled like an STK payment's. In
 * simulator mode, how a developer makes the payment.
 */
import { useEffect, useState } from 'react';
import { formatKsh } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { PAYMENTS_NS } from '../i18n';
import { PAYBILL_NS } from '../paybill-i18n';
import type { PaybillDetails } from '../lib/payment-flow';
import type { VerifyAnswer } from '../api/types';
import { PaybillSimulatorHint } from './paybill-simulator-hint';

function CopyableNumber({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation(PAYBILL_NS);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex items-center gap-2">
        <span className="font-mono text-xl font-bold tracking-wider text-slate-900">{value}</span>
        <button type="button" onClick={copy} className="rounded px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50">
          {copied ? t('details.copied') : t('details.copy')}
        </button>
      </dd>
    </div>
  );
}

export function PaybillStep({
  paybill,
  startedAt,
  simulator,
  onBack,
  onClose,
  returned,
}: {
  paybill: PaybillDetails;
  startedAt: number;
  simulator: boolean;
  onBack: () => void;
  onClose: () => void;
  /** A payment of the wrong amount, sent back: said instead of a silent spinner (docs/decisions/0262). */
  returned?: VerifyAnswer['returned'];
}) {
  const { t, tObject } = useTranslation(PAYBILL_NS);
  const { t: tp } = useTranslation(PAYMENTS_NS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const amount = formatKsh(paybill.amount);
  const steps = tObject<string[]>('steps.list', { businessNumber: paybill.businessNumber, accountNumber: paybill.accountNumber, amount });

  return (
    <div className="space-y-4" data-testid="paybill-step">
      <dl className="divide-y divide-slate-200 rounded-lg bg-slate-50 px-4">
        <CopyableNumber label={t('details.businessNumber')} value={paybill.businessNumber} />
        <CopyableNumber label={t('details.accountNumber')} value={paybill.accountNumber} />
        <div className="flex items-center justify-between gap-3 py-2">
          <dt className="text-sm text-slate-600">{t('details.amount')}</dt>
          <dd className="text-xl font-bold text-slate-900">{amount}</dd>
        </div>
      </dl>
      <p className="text-sm font-medium text-slate-800">{t('details.exact', { amount })}</p>
      <div>
        <p className="text-sm font-semibold text-slate-900">{t('steps.title')}</p>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-slate-700">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {returned && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="paybill-returned">
          <p className="font-semibold">{t('returned.title')}</p>
          <p className="mt-1">{t(`returned.${returned.state}`, { sent: formatKsh(returned.sent), fee: formatKsh(returned.fee), receipt: returned.receipt })}</p>
          <p className="mt-1">{t('returned.next', { fee: formatKsh(returned.fee) })}</p>
        </div>
      )}
      <div aria-live="polite" className="space-y-1">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" aria-hidden="true" />
          {t('status.waiting', { seconds: Math.max(0, Math.round((now - startedAt) / 1000)) })}
        </p>
        <p className="text-xs text-slate-500">{t('status.note')}</p>
      </div>
      {simulator && <PaybillSimulatorHint paybill={paybill} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          {t('status.back')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {tp('dialog.close')}
        </Button>
      </div>
    </div>
  );
}
