/**
 * Development only: a customer pays our Paybill, through the built-in Daraja simulator's control
 * (served from this machine only, and only when MPESA_ENV=simulator). The confirmation then
 * reaches the server as it would from M-Pesa, and is checked the same way.
 */
import { useMutation } from '@tanstack/react-query';

export const SIMULATOR_PAY_PATH = '/__daraja/__control/c2b/pay';

export interface SimulatedPaybillPayment {
  phone: string;
  businessNumber: string;
  accountReference: string;
  amount: number;
}

export async function simulatePaybill(payment: SimulatedPaybillPayment): Promise<void> {
  const response = await fetch(SIMULATOR_PAY_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payment) });
  const body = (await response.json().catch(() => ({}))) as { accepted?: boolean; errorMessage?: string; resultDesc?: string };
  if (!response.ok || body.accepted === false) throw new Error(body.errorMessage ?? body.resultDesc ?? `HTTP ${response.status}`);
}

export const useSimulatePaybill = () => useMutation({ mutationFn: simulatePaybill });
