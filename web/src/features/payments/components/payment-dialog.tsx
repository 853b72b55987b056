/**
 * The M-Pesa payment dialog (1-user-flows.md section 2): form → processing → pending (polling
 * every 3 s, up to 5 minutes) → success with the M-Pesa receipt, a calm 'you cancelled, not
 * charged' when the payer dismissed the prompt, or an error with its reason and Try Again. It
 * cannot be closed while the request is being sent.
 */
import { useEffect, useState } from 'react';
import { PAYMENT_POLL_LIMIT_MS, formatKsh } from '@okota/shared';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { publicKeys } from '../../../lib/public-data';
import { useInitiatePayment } from '../api/initiate-payment';
import { refreshAfterPaymentChange } from '../api/keys';
import { useVerifyPayment } from '../api/verify-payment';
import type { VerifyAnswer } from '../api/types';
import { PAYMENTS_NS } from '../i18n';
import { PaymentForm } from './payment-form';
import { CANCELLED_BY_PAYER } from '../lib/handover';
import { CancelledStep, ErrorStep, PendingStep, ProcessingStep, SuccessStep } from './payment-steps';

type Step = 'form' | 'processing' | 'pending' | 'success' | 'error';

export interface PaymentDialogProps {
  itemId: number;
  fee: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid?: () => void;
}

/** Long enough to read the M-Pesa receipt; the page then shows it with the finder's contact. */
const SUCCESS_CLOSE_MS = 5000;

export default function PaymentDialog({ itemId, fee, open, onOpenChange, onPaid }: PaymentDialogProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [step, setStep] = useState<Step>('form');
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [phone, setPhone] = useState('');
  const [startedAt, setStartedAt] = useState(0);
  const [errorText, setErrorText] = useState('');
  const [errorCode, setErrorCode] = useState<string | undefined>();
  const [receipt, setReceipt] = useState<string | undefined>();
  const initiate = useInitiatePayment();
  const verify = useVerifyPayment(paymentId, step === 'pending');

  const fail = (message: string | undefined, resultCode?: string) => {
    setErrorText(message ?? '');
    setErrorCode(resultCode);
    setStep('error');
    // A prompt the payer dismissed is no accident: the dialog says so calmly, without an alarm.
    if (resultCode === CANCELLED_BY_PAYER) return;
    toast({ title: t('toast.failed'), description: message || t('toast.failedFallback'), variant: 'destructive' });
  };

  /** The payer's language for the result codes we know; the server's words otherwise. */
  const reasonOf = (answer: VerifyAnswer) =>
    answer.resultCode ? t(`results.${answer.resultCode}`, { defaultValue: answer.message }) : answer.message;

  useEffect(() => {
    const answer = verify.data;
    if (step !== 'pending' || !answer) return;
    if (answer.status === 'completed') {
      // The refresh waits for the dialog to close: it turns the claim card to its paid state,
      // which unmounts the pay button and this dialog with it, before the payer saw the success.
      setReceipt(answer.receipt);
      setStep('success');
      toast({ title: t('toast.success'), description: t('toast.successBody'), variant: 'success' });
    } else if (answer.status !== 'pending') {
      fail(reasonOf(answer), answer.resultCode);
    }
    // Only a new answer matters here.
  }, [verify.data]);

  useEffect(() => {
    if (step !== 'pending') return;
    const timer = setTimeout(() => fail(t('dialog.timedOut')), Math.max(0, PAYMENT_POLL_LIMIT_MS - (Date.now() - startedAt)));
    return () => clearTimeout(timer);
  }, [step, startedAt]);

  /** Closing after a success is when the page learns of the payment (contact card, messages). */
  const close = (next: boolean) => {
    if (!next && step === 'success') {
      void refreshAfterPaymentChange();
      onPaid?.();
    }
    onOpenChange(next);
  };

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => close(false), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const submit = (phoneNumber: string) => {
    setPhone(phoneNumber);
    setStep('processing');
    initiate.mutate({ itemId, phoneNumber, amount: fee }, {
      onSuccess: (answer) => {
        setPaymentId(answer.payment.id);
        setStartedAt(Date.now());
        setStep('pending');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && typeof error.body.currentFee === 'number') {
          // The fee changed since the page loaded: show the new one and let the payer decide again.
          void queryClient.invalidateQueries({ queryKey: publicKeys.fees });
          toast({ title: t('toast.feeChanged'), description: error.serverMessage });
          setStep('form');
          return;
        }
        fail(error instanceof ApiError ? error.serverMessage : undefined);
      },
    });
  };

  const reset = () => {
    setPaymentId(null);
    setErrorText('');
    setErrorCode(undefined);
    setStep('form');
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t('dialog.title')} dismissible={step !== 'processing'} size="sm">
      {step === 'form' && <PaymentForm fee={fee} onSubmit={submit} onCancel={() => onOpenChange(false)} />}
      {step === 'processing' && <ProcessingStep />}
      {step === 'pending' && <PendingStep phone={phone} fee={formatKsh(fee)} startedAt={startedAt} onClose={() => onOpenChange(false)} />}
      {step === 'success' && <SuccessStep receipt={receipt} onClose={() => close(false)} />}
      {step === 'error' && (errorCode === CANCELLED_BY_PAYER
        ? <CancelledStep onRetry={reset} onClose={() => onOpenChange(false)} />
        : <ErrorStep message={errorText} resultCode={errorCode} onRetry={reset} onClose={() => onOpenChange(false)} />)}
    </Dialog>
  );
}
