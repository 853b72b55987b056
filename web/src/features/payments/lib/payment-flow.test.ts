import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL_LIMIT_MS } from '@okota/shared/constants';
import { installBrowserGlobals } from '../../../test-support/browser-globals';

installBrowserGlobals();

const { ApiError } = await import('../../../lib/api');
const { INITIAL_PAYMENT_FLOW, PAYBILL_POLL_LIMIT_MS, answerOutcome, initiateFailure, isCalmFailure, isDismissible, isWaiting, paymentFlow, pollTimeLeft } =
  await import('./payment-flow');
type Flow = typeof INITIAL_PAYMENT_FLOW;
type Event = Parameters<typeof paymentFlow>[1];

const run = (...events: Event[]): Flow => events.reduce(paymentFlow, INITIAL_PAYMENT_FLOW);
const waiting = (): Event[] => [
  { type: 'submit', phone: '0712345678' },
  { type: 'initiated', paymentId: 42, at: 1_000 },
];

describe("the payment dialog's steps", () => {
  it('starts idle on the form, and cannot be closed only while the request is sent', () => {
    expect(INITIAL_PAYMENT_FLOW.step).toBe('form');
    expect(run({ type: 'submit', phone: '0712345678' })).toMatchObject({ step: 'processing', phone: '0712345678' });
    expect(['form', 'processing', 'pending', 'success', 'error'].filter((step) => !isDismissible(step as Flow['step']))).toEqual(['processing']);
  });

  it('waits for M-Pesa with the payment it started, then shows the receipt when paid', () => {
    expect(run(...waiting())).toMatchObject({ step: 'pending', paymentId: 42, startedAt: 1_000 });
    expect(run(...waiting(), { type: 'paid', receipt: 'SBK7Y1ABCD' })).toMatchObject({ step: 'success', receipt: 'SBK7Y1ABCD' });
  });

  it('reads each poll: keep waiting, paid, or failed', () => {
    expect(answerOutcome({ status: 'pending' })).toBe('waiting');
    expect(answerOutcome({ status: 'completed' })).toBe('paid');
    expect(answerOutcome({ status: 'failed' })).toBe('failed');
    // Anything but pending or completed ends the wait as a failure.
    expect(answerOutcome({ status: 'refund_pending' })).toBe('failed');
  });

  it('fails with the reason, and tells a cancelled prompt (1032) calmly, without an alarm', () => {
    const failed = run(...waiting(), { type: 'failed', message: 'Insufficient balance', resultCode: '1' });
    expect(failed).toMatchObject({ step: 'error', errorText: 'Insufficient balance', errorCode: '1' });
    expect(isCalmFailure(failed.errorCode)).toBe(false);
    const cancelled = run(...waiting(), { type: 'failed', message: 'Request cancelled by user', resultCode: '1032' });
    expect(isCalmFailure(cancelled.errorCode)).toBe(true);
    expect(isCalmFailure(undefined)).toBe(false);
    expect(run({ type: 'failed', message: undefined })).toMatchObject({ step: 'error', errorText: '' });
  });

  it('times out five minutes after M-Pesa was asked, counting the time already waited', () => {
    expect(pollTimeLeft(1_000, 1_000)).toBe(PAYMENT_POLL_LIMIT_MS);
    expect(pollTimeLeft(1_000, 61_000)).toBe(PAYMENT_POLL_LIMIT_MS - 60_000);
    expect(pollTimeLeft(1_000, 1_000 + PAYMENT_POLL_LIMIT_MS + 5)).toBe(0);
  });

  it('Try Again goes back to the form, forgetting the failed payment but keeping the number', () => {
    const retried = run(...waiting(), { type: 'failed', message: 'Timed out' }, { type: 'retry' });
    expect(retried).toMatchObject({ step: 'form', paymentId: null, errorText: '', errorCode: undefined, phone: '0712345678' });
  });

  it("goes back to the form when the fee changed, and fails with the server's sentence otherwise", () => {
    const sentence = 'The fee is now KSh 200. Please confirm the new amount.';
    const feeChanged = initiateFailure(new ApiError(409, { code: 'PAYMENT_FEE_CHANGED', message: sentence, params: { fee: 'KSh 200' }, currentFee: 200 }));
    expect(feeChanged).toEqual({ type: 'fee-changed', message: sentence });
    // Told apart by the code, not the status: another 409 that happens to carry a fee is a failure.
    const paid = initiateFailure(new ApiError(409, { code: 'PAYMENT_ALREADY_PAID', message: 'This item has already been paid for', currentFee: 200 }));
    // A coded refusal: no prompt went out, the dialog says so (not 'Payment Failed' with M-Pesa's causes).
    expect(paid).toEqual({ type: 'failed', message: expect.stringContaining('already been paid'), refused: true });
    expect(run({ type: 'submit', phone: '0712345678' }, paid).refused).toBe(true);
    expect(run({ type: 'submit', phone: '0712345678' }, paid, { type: 'retry' }).refused).toBe(false);
    expect(run({ type: 'submit', phone: '0712345678' }, { type: 'fee-changed' }).step).toBe('form');
    expect(initiateFailure(new ApiError(409, { message: 'Item Already Claimed' }))).toEqual({
      type: 'failed',
      message: 'Item Already Claimed',
      refused: false,
    });
    expect(initiateFailure(new ApiError(502, { message: 'M-Pesa is not answering' }))).toEqual({
      type: 'failed',
      message: 'M-Pesa is not answering',
      refused: false,
    });
    // Offline: no sentence from the server, the dialog says its own.
    expect(initiateFailure(new TypeError('Failed to fetch'))).toEqual({ type: 'failed', message: undefined, refused: false });
  });

  it('pays by Paybill from the form: its numbers are kept, the payment is polled like a push, and longer', () => {
    const paybill = { businessNumber: '174379', accountNumber: 'OK7F3K', amount: 150 };
    const waitingPaybill = run({ type: 'paybill', paymentId: 7, at: 2_000, paybill });
    expect(waitingPaybill).toMatchObject({ step: 'paybill', paymentId: 7, startedAt: 2_000, paybill });
    expect(isWaiting(waitingPaybill.step)).toBe(true);
    expect(isWaiting('pending')).toBe(true);
    expect(isWaiting('form')).toBe(false);
    expect(isDismissible('paybill')).toBe(true);
    expect(run({ type: 'paybill', paymentId: 7, at: 2_000, paybill }, { type: 'paid', receipt: 'QK12345678' })).toMatchObject({
      step: 'success',
      receipt: 'QK12345678',
    });
    // Back to the STK push: the form, without the Paybill numbers.
    expect(run({ type: 'paybill', paymentId: 7, at: 2_000, paybill }, { type: 'retry' })).toMatchObject({ step: 'form', paymentId: null, paybill: undefined });
    expect(pollTimeLeft(0, 6 * 60 * 1000, PAYBILL_POLL_LIMIT_MS)).toBeGreaterThan(0);
    expect(pollTimeLeft(0, PAYBILL_POLL_LIMIT_MS + 1, PAYBILL_POLL_LIMIT_MS)).toBe(0);
  });
});
