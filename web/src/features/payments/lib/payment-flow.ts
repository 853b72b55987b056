/**
 * The payment dialog's steps as plain functions (docs/product/user-flows.md section 2): form → processing →
 * pending (M-Pesa asks for the PIN; polled up to PAYMENT_POLL_LIMIT_MS) → success, or an error
 * with Try Again. The dialog draws the step and raises the toasts; what comes next is decided here.
 */
import { PAYMENT_POLL_LIMIT_MS } from '@okota/shared/constants';
import { ApiError } from '../../../lib/api';
import { apiErrorText, errorCodeText } from '../../../lib/api-error-text';
import type { VerifyAnswer } from '../api/types';
import { CANCELLED_BY_PAYER } from './handover';

export type PaymentStep = 'form' | 'processing' | 'pending' | 'paybill' | 'success' | 'error';

/** What the payer types into M-Pesa's Paybill menu (POST /api/payments/paybill). */
export interface PaybillDetails {
  businessNumber: string;
  accountNumber: string;
  amount: number;
}

export interface PaymentFlow {
  step: PaymentStep;
  paymentId: number | null;
  phone: string;
  startedAt: number;
  errorText: string;
  errorCode: string | undefined;
  /** The server refused to start paying (a coded refusal): no prompt was sent, so M-Pesa's usual causes do not apply. */
  refused: boolean;
  receipt: string | undefined;
  /** Set while paying by Paybill (the 'paybill' step). */
  paybill: PaybillDetails | undefined;
}

export type PaymentEvent =
  | { type: 'submit'; phone: string }
  | { type: 'initiated'; paymentId: number; at: number }
  /** The payer chose the Paybill: its numbers are shown, and the payment is polled like an STK one. */
  | { type: 'paybill'; paymentId: number; at: number; paybill: PaybillDetails }
  /** The fee changed since the page loaded: back to the form, showing the new one. */
  | { type: 'fee-changed' }
  | { type: 'failed'; message: string | undefined; resultCode?: string; refused?: boolean }
  | { type: 'paid'; receipt: string | undefined }
  | { type: 'retry' };

export const INITIAL_PAYMENT_FLOW: PaymentFlow = {
  step: 'form',
  paymentId: null,
  phone: '',
  startedAt: 0,
  errorText: '',
  errorCode: undefined,
  refused: false,
  receipt: undefined,
  paybill: undefined,
};

export function paymentFlow(flow: PaymentFlow, event: PaymentEvent): PaymentFlow {
  switch (event.type) {
    case 'submit':
      return { ...flow, phone: event.phone, step: 'processing' };
    case 'initiated':
      return { ...flow, paymentId: event.paymentId, startedAt: event.at, step: 'pending', paybill: undefined };
    case 'paybill':
      return { ...flow, paymentId: event.paymentId, startedAt: event.at, step: 'paybill', paybill: event.paybill };
    case 'fee-changed':
      return { ...flow, step: 'form' };
    case 'failed':
      return { ...flow, errorText: event.message ?? '', errorCode: event.resultCode, refused: !!event.refused, step: 'error' };
    case 'paid':
      return { ...flow, receipt: event.receipt, step: 'success' };
    case 'retry':
      return { ...flow, paymentId: null, errorText: '', errorCode: undefined, refused: false, paybill: undefined, step: 'form' };
  }
}

/** What one poll's answer means: keep waiting, paid, or failed (cancelled, wrong PIN, no money…). */
export function answerOutcome(answer: Pick<VerifyAnswer, 'status'>): 'waiting' | 'paid' | 'failed' {
  if (answer.status === 'completed') return 'paid';
  return answer.status === 'pending' ? 'waiting' : 'failed';
}

/** A prompt the payer dismissed is no accident: said calmly, without an alarm or a red toast. */
export const isCalmFailure = (resultCode: string | undefined) => resultCode === CANCELLED_BY_PAYER;

/**
 * Why the request to start paying was refused, as the dialog's next event. Told apart by the
 * error code on the wire (docs/decisions/0245), never by the HTTP status: an item already paid
 * is a 409 too.
 */
export function initiateFailure(error: unknown): { type: 'fee-changed'; message: string } | { type: 'failed'; message: string | undefined; refused: boolean } {
  if (error instanceof ApiError && error.code === 'PAYMENT_FEE_CHANGED') {
    return { type: 'fee-changed', message: errorCodeText(error) ?? error.serverMessage };
  }
  if (!(error instanceof ApiError)) return { type: 'failed', message: undefined, refused: false };
  return { type: 'failed', message: apiErrorText(error, error.serverMessage), refused: error.isRefusal };
}

/** Paying by Paybill takes the payer through the M-Pesa menu: the dialog waits longer for it. */
export const PAYBILL_POLL_LIMIT_MS = 15 * 60 * 1000;

/** How long the dialog still waits for M-Pesa before saying it timed out. */
export const pollTimeLeft = (startedAt: number, now: number, limitMs = PAYMENT_POLL_LIMIT_MS) => Math.max(0, limitMs - (now - startedAt));

/** The dialog polls the payment while M-Pesa may still confirm it. */
export const isWaiting = (step: PaymentStep) => step === 'pending' || step === 'paybill';

/** The dialog cannot be closed while the request to M-Pesa is being sent. */
export const isDismissible = (step: PaymentStep) => step !== 'processing';
