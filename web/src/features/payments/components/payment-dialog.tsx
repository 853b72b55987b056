/**
 * The M-Pesa payment dialog (docs/product/user-flows.md section 2): form → processing → pending (polling
 * every 3 s, up to 5 minutes) → success with the M-Pesa receipt, a calm 'you cancelled, not
 * charged' when the payer dismissed the prompt, or an error with its reason and Try Again. It
 * cannot be closed while the request is being sent. Beside the STK push, the payer may pay by
 * Paybill (docs/decisions/0232): its numbers are shown and the payment is polled the same way.
 * A failure is said once, in the dialog (no toast on top of it).
 */
import { useEffect, useEffectEvent, useReducer } from 'react';
import { formatKsh } from '@okota/shared';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { queryClient } from '../../../lib/query-client';
import { publicKeys } from '../../../lib/public-data';
import { useInitiatePayment } from '../api/initiate-payment';
import { useRequestPaybill } from '../api/request-paybill';
import { useSimulatorInfo } from '../api/get-simulator-info';
import { refreshAfterPaymentChange } from '../api/keys';
import { useVerifyPayment } from '../api/verify-payment';
import type { VerifyAnswer } from '../api/types';
import { PAYMENTS_NS } from '../i18n';
import { PAYBILL_NS } from '../paybill-i18n';
import { PaymentForm } from './payment-form';
import {
  INITIAL_PAYMENT_FLOW,
  PAYBILL_POLL_LIMIT_MS,
  answerOutcome,
  initiateFailure,
  isCalmFailure,
  isDismissible,
  isWaiting,
  paymentFlow,
  pollTimeLeft,
} from '../lib/payment-flow';
import { PaybillStep } from './paybill-step';
import { CancelledStep, ErrorStep, PendingStep, ProcessingStep, SuccessStep } from './payment-steps';

export interface PaymentDialogProps {
  itemId: number;
  fee: number;
  finderAmount?: number;
  held?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid?: () => void;
}

/** Long enough to read the M-Pesa receipt; the page then shows it with the finder's contact. */
const SUCCESS_CLOSE_MS = 5000;

export default function PaymentDialog({ itemId, fee, finderAmount, held, open, onOpenChange, onPaid }: PaymentDialogProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { t: tb } = useTranslation(PAYBILL_NS);
  const [flow, dispatch] = useReducer(paymentFlow, INITIAL_PAYMENT_FLOW);
  const { step, phone, startedAt, errorText, errorCode, refused, receipt } = flow;
  const initiate = useInitiatePayment();
  const paybill = useRequestPaybill();
  const simulator = useSimulatorInfo();
  const verify = useVerifyPayment(flow.paymentId, isWaiting(step));

  // The error step says what went wrong (or, calmly, that the payer cancelled); a toast would say it twice.
  const fail = (message: string | undefined, resultCode?: string, refused?: boolean) => dispatch({ type: 'failed', message, resultCode, refused });

  /** The payer's language for the result codes we know; the server's words otherwise. */
  const reasonOf = (answer: VerifyAnswer) => (answer.resultCode ? t(`results.${answer.resultCode}`, { defaultValue: answer.message }) : answer.message);

  // Only a new answer matters here: the step and words are read as they are when it comes.
  const onAnswer = useEffectEvent((answer: VerifyAnswer) => {
    if (!isWaiting(step)) return;
    const outcome = answerOutcome(answer);
    if (outcome === 'paid') {
      // The refresh waits for the dialog to close: it turns the claim card to its paid state,
      // which unmounts the pay button and this dialog with it, before the payer saw the success.
      dispatch({ type: 'paid', receipt: answer.receipt });
      toast({ title: t('toast.success'), description: t(held ? 'toast.successBodyHeld' : 'toast.successBody'), variant: 'success' });
    } else if (outcome === 'failed') {
      fail(reasonOf(answer), answer.resultCode);
    }
  });
  useEffect(() => {
    if (verify.data) onAnswer(verify.data);
  }, [verify.data]);

  const timedOut = useEffectEvent((onPaybill: boolean) => fail(onPaybill ? tb('status.timedOut') : t('dialog.timedOut')));
  useEffect(() => {
    if (!isWaiting(step)) return;
    const timer =
      step === 'paybill'
        ? setTimeout(() => timedOut(true), pollTimeLeft(startedAt, Date.now(), PAYBILL_POLL_LIMIT_MS))
        : setTimeout(() => timedOut(false), pollTimeLeft(startedAt, Date.now()));
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

  const closeAfterSuccess = useEffectEvent(() => close(false));
  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(closeAfterSuccess, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const submit = (phoneNumber: string) => {
    dispatch({ type: 'submit', phone: phoneNumber });
    initiate.mutate(
      { itemId, phoneNumber, amount: fee },
      {
        onSuccess: (answer) => dispatch({ type: 'initiated', paymentId: answer.payment.id, at: Date.now() }),
        onError: (error) => {
          const failure = initiateFailure(error);
          if (failure.type === 'fee-changed') {
            // Show the new fee and let the payer decide again.
            void queryClient.invalidateQueries({ queryKey: publicKeys.fees });
            toast({ title: t('toast.feeChanged'), description: failure.message });
            dispatch({ type: 'fee-changed' });
            return;
          }
          fail(failure.message, undefined, failure.refused);
        },
      },
    );
  };

  /** The same account number each time for this claim: the payer may close the dialog and come back. */
  const payByPaybill = () => {
    paybill.mutate(itemId, {
      onSuccess: (answer) => dispatch({ type: 'paybill', paymentId: answer.payment.id, at: Date.now(), paybill: answer.paybill }),
      onError: (error) => {
        const failure = initiateFailure(error);
        fail(failure.message, undefined, failure.type === 'failed' && failure.refused);
      },
    });
  };

  const reset = () => dispatch({ type: 'retry' });

  return (
    <Dialog open={open} onOpenChange={close} title={t('dialog.title')} dismissible={isDismissible(step)} size="sm">
      {step === 'form' && (
        <PaymentForm
          fee={fee}
          finderAmount={finderAmount}
          held={held}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
          onPaybill={payByPaybill}
          isAskingPaybill={paybill.isPending}
        />
      )}
      {step === 'processing' && <ProcessingStep />}
      {step === 'pending' && <PendingStep phone={phone} fee={formatKsh(fee)} startedAt={startedAt} onClose={() => onOpenChange(false)} />}
      {step === 'paybill' && flow.paybill && (
        <PaybillStep
          paybill={flow.paybill}
          startedAt={startedAt}
          simulator={!!simulator.data?.enabled}
          onBack={reset}
          onClose={() => onOpenChange(false)}
          returned={verify.data?.returned}
        />
      )}
      {step === 'success' && <SuccessStep receipt={receipt} held={held} onClose={() => close(false)} />}
      {step === 'error' &&
        (isCalmFailure(errorCode) ? (
          <CancelledStep onRetry={reset} onClose={() => onOpenChange(false)} />
        ) : (
          <ErrorStep message={errorText} resultCode={errorCode} refused={refused} onRetry={reset} onClose={() => onOpenChange(false)} />
        ))}
    </Dialog>
  );
}
