import type { z } from 'zod';
import { FALLBACK_FEES } from './constants';
// Type-only, so the landing page that shows fees gets no schema code from here.
import type { feesResponse } from './contracts/public.contract';

/** The fee split as GET /api/fees answers it, less the currency it always names. */
export type Fees = Omit<z.infer<typeof feesResponse>, 'currency'>;

/** Whole shillings: the claimer pays finder + platform; percentages round to whole numbers. */
export function computeFees(finderAmount: number, platformAmount: number): Fees {
  const totalFee = finderAmount + platformAmount;
  const finderPercentage = totalFee === 0 ? 0 : Math.round((finderAmount / totalFee) * 100);
  return {
    finderAmount,
    platformAmount,
    totalFee,
    finderPercentage,
    platformPercentage: totalFee === 0 ? 0 : 100 - finderPercentage,
  };
}

export const FALLBACK_FEE_SUMMARY = computeFees(FALLBACK_FEES.finderAmount, FALLBACK_FEES.platformAmount);

/** 'KSh 1,500': KES with no decimals. */
export function formatKsh(amount: number): string {
  return `KSh ${Math.round(amount).toLocaleString('en-KE', { maximumFractionDigits: 0 })}`;
}
