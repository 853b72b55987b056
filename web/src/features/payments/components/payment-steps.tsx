/** The dialog's later steps: sending, waiting for the PIN, success, a cancelled prompt, and failure with its reason. */
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { PAYMENTS_NS } from '../i18n';
import { PAID_PATH_NS } from '../paid-path-i18n';

/** A phone: the prompt is on it, or was dismissed on it. */
function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </svg>
  );
}

export function ProcessingStep() {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <div className="text-center">
      <Spinner label={t('dialog.processingTitle')} className="py-6" />
      <p className="text-sm text-slate-600">{t('dialog.processingBody')}</p>
    </div>
  );
}

export function PendingStep({ phone, fee, startedAt, onClose }: { phone: string; fee: string; startedAt: number; onClose: () => void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="space-y-4 text-center" aria-live="polite">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700" aria-hidden="true">
        <PhoneIcon />
      </div>
      <h3 className="text-lg font-semibold">{t('dialog.pendingTitle')}</h3>
      <p className="text-sm text-slate-700">{t('dialog.pendingBody', { phone, fee })}</p>
      <p className="flex items-center justify-center gap-2 text-sm text-slate-500">
        <span className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" aria-hidden="true" />
        {t('dialog.pendingWaited', { seconds: Math.max(0, Math.round((now - startedAt) / 1000)) })}
      </p>
      <Button variant="outline" className="w-full" onClick={onClose}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}

/** A held item's payment brings the collection code to the page, never a finder's contact (docs/decisions/0261). */
export function SuccessStep({ receipt, held = false, onClose }: { receipt?: string; held?: boolean; onClose: () => void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { t: tp } = useTranslation(PAID_PATH_NS);
  return (
    <div className="space-y-4 text-center" role="status">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-600 text-3xl text-white" aria-hidden="true">
        ✓
      </div>
      <h3 className="text-lg font-semibold text-green-800">{t('dialog.successTitle')}</h3>
      {receipt && <p className="rounded-lg bg-green-50 px-3 py-2 text-base font-semibold text-green-900">{tp('receipt', { receipt })}</p>}
      <p className="text-sm text-slate-700">{t(held ? 'dialog.successBodyHeld' : 'dialog.successBody')}</p>
      <Button className="w-full" onClick={onClose}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}

/** The payer dismissed the M-Pesa prompt (Daraja 1032): nothing went wrong and nothing was taken. */
export function CancelledStep({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { t: tp } = useTranslation(PAID_PATH_NS);
  return (
    <div className="space-y-4 text-center" role="status" data-testid="payment-cancelled">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-slate-700" aria-hidden="true">
        <PhoneIcon />
      </div>
      <h3 className="text-lg font-semibold text-slate-900">{tp('cancelled.title')}</h3>
      <p className="text-sm text-slate-700">{tp('cancelled.body')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('dialog.close')}
        </Button>
        <Button variant="secondary" onClick={onRetry}>
          {t('dialog.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Any other failure: M-Pesa's reason when it gave one (and that a failed prompt took no money),
 * the common causes only when it did not.
 */
export function ErrorStep({
  message,
  resultCode,
  refused = false,
  onRetry,
  onClose,
}: {
  message: string;
  resultCode?: string;
  /** Okota refused to start paying (its words in `message`): no prompt went out, so not 'Payment Failed' nor M-Pesa's causes. */
  refused?: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t, tObject } = useTranslation(PAYMENTS_NS);
  const { t: tp } = useTranslation(PAID_PATH_NS);
  const hasReason = (!!resultCode || refused) && !!message;
  return (
    <div className="space-y-4" role="alert">
      <div
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full text-3xl ${refused ? 'bg-amber-100 text-amber-800' : 'bg-red-100 text-red-700'}`}
        aria-hidden="true"
      >
        !
      </div>
      <h3 className={`text-center text-lg font-semibold ${refused ? 'text-slate-900' : 'text-red-800'}`}>
        {refused ? tp('refusedTitle') : t('dialog.errorTitle')}
      </h3>
      {message && <p className="text-center text-sm text-slate-800">{messageWords(message)}</p>}
      {hasReason ? (
        <p className="text-center text-sm font-medium text-slate-800">{tp('notCharged')}</p>
      ) : (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium">{t('dialog.causesTitle')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {tObject<string[]>('dialog.causes').map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('dialog.close')}
        </Button>
        <Button onClick={onRetry}>{t('dialog.tryAgain')}</Button>
      </div>
    </div>
  );
}
