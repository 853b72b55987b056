import { FALLBACK_FEES } from './constants';

export interface Fees {
  finderAmount: number;
  platformAmount: number;
  totalFee: number;
  finderPercentage: number;
  platformPercentage: number;
}

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
