/**
 * The payment dialog's steps as plain functions (1-user-flows.md section 2): form → processing →
 * pending (M-Pesa asks for the PIN; polled up to PAYMENT_POLL_LIMIT_MS) → success, or an error
 * with Try Again. The dialog draws the step and raises the toasts; what comes next is decided here.
 */
import { PAYMENT_POLL_LIMIT_MS } from '@okota/shared/constants';
import { ApiError } from '../../../lib/api';
import type { VerifyAnswer } from '../api/types';
import { CANCELLED_BY_PAYER } from './handover';

export type PaymentStep = 'form' | 'processing' | 'pending' | 'success' | 'error';

export interface PaymentFlow {
  step: PaymentStep;
  paymentId: number | null;
  phone: string;
  startedAt: number;
  errorText: string;
  errorCode: string | undefined;
  receipt: string | undefined;
}

export type PaymentEvent =
  | { type: 'submit'; phone: string }
  | { type: 'initiated'; paymentId: number; at: number }
  /** The fee changed since the page loaded: back to the form, showing the new one. */
  | { type: 'fee-changed' }
  | { type: 'failed'; message: string | undefined; resultCode?: string }
  | { type: 'paid'; receipt: string | undefined }
  | { type: 'retry' };

export const INITIAL_PAYMENT_FLOW: PaymentFlow = {
  step: 'form', paymentId: null, phone: '', startedAt: 0, errorText: '', errorCode: undefined, receipt: undefined,
};

export function paymentFlow(flow: PaymentFlow, event: PaymentEvent): PaymentFlow {
  switch (event.type) {
    case 'submit': return { ...flow, phone: event.phone, step: 'processing' };
    case 'initiated': return { ...flow, paymentId: event.paymentId, startedAt: event.at, step: 'pending' };
    case 'fee-changed': return { ...flow, step: 'form' };
    case 'failed': return { ...flow, errorText: event.message ?? '', errorCode: event.resultCode, step: 'error' };
    case 'paid': return { ...flow, receipt: event.receipt, step: 'success' };
    case 'retry': return { ...flow, paymentId: null, errorText: '', errorCode: undefined, step: 'form' };
  }
}

/** What one poll's answer means: keep waiting, paid, or failed (cancelled, wrong PIN, no money…). */
export function answerOutcome(answer: Pick<VerifyAnswer, 'status'>): 'waiting' | 'paid' | 'failed' {
  if (answer.status === 'completed') return 'paid';
  return answer.status === 'pending' ? 'waiting' : 'failed';
}

/** A prompt the payer dismissed is no accident: said calmly, without an alarm or a red toast. */
export const isCalmFailure = (resultCode: string | undefined) => resultCode === CANCELLED_BY_PAYER;

/** Why the request to start paying was refused, as the dialog's next event. */
export function initiateFailure(error: unknown): { type: 'fee-changed'; message: string } | { type: 'failed'; message: string | undefined } {
  if (error instanceof ApiError && error.status === 409 && typeof error.body.currentFee === 'number') {
    return { type: 'fee-changed', message: error.serverMessage };
  }
  return { type: 'failed', message: error instanceof ApiError ? error.serverMessage : undefined };
}

/** How long the dialog still waits for M-Pesa before saying it timed out. */
export const pollTimeLeft = (startedAt: number, now: number) => Math.max(0, PAYMENT_POLL_LIMIT_MS - (now - startedAt));

/** The dialog cannot be closed while the request to M-Pesa is being sent. */
export const isDismissible = (step: PaymentStep) => step !== 'processing';
