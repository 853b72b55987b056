/**
 * Where M-Pesa calls us about our Paybill: under the payment hooks' secret path segment
 * (callback-secret.ts), away from the words Safaricom filters out of URLs ('mpesa', 'query', …).
 * Status and reversal answers name the receipt or attempt in the path: a "not found" names nothing.
 */
import { HOOKS_PATH, type PaymentsDeps } from '../payments-deps';

export async function paybillUrls(deps: PaymentsDeps) {
  const base = `${deps.ctx.config.publicUrl}${HOOKS_PATH}/${await deps.callbackSecret()}/paybill`;
  return {
    confirmation: `${base}/confirmation`,
    validation: `${base}/validation`,
    receiptStatus: (transId: string) => `${base}/status/${encodeURIComponent(transId)}`,
    reversalResult: (attemptId: string) => `${base}/reversal-result/${encodeURIComponent(attemptId)}`,
    reversalTimeout: (attemptId: string) => `${base}/reversal-timeout/${encodeURIComponent(attemptId)}`,
    reversalStatus: (attemptId: string) => `${base}/reversal-status/${encodeURIComponent(attemptId)}`,
  };
}
