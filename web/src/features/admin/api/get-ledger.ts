/**
 * GET /api/admin/ledger (server/src/features/payments/ledger.schemas.ts): the entries matching the
 * filters, the daily totals of the period, and the all-time books.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { ledgerSearch, type LedgerFilters } from '../lib/ledger';
import { ADMIN_REFRESH_MS, adminKeys } from './keys';

export type LedgerKind = 'payment' | 'refund' | 'payout' | 'platform_fee';

export interface LedgerEntry {
  kind: LedgerKind;
  paymentId: number;
  itemId: number;
  itemTitle: string;
  amount: number;
  /** This movement's M-Pesa receipt: the payment's, the reversal's or the payout's. */
  receipt: string | null;
  state: string;
  at: string;
  /** The EAT day of `at`. */
  day: string;
}

export interface LedgerDay {
  day: string;
  moneyIn: number;
  refunds: number;
  payoutsSent: number;
  platformRevenue: number;
}

export interface LedgerBooks {
  moneyIn: number;
  refunds: number;
  refundsSent: number;
  refundsOwed: number;
  payoutsSent: number;
  payoutsHeld: number;
  platformRevenue: number;
  balanced: boolean;
  difference: number;
}

export interface Ledger {
  filters: { kind: string | null; state: string | null; from: string | null; to: string | null };
  entries: LedgerEntry[];
  daily: LedgerDay[];
  books: LedgerBooks;
  truncated: boolean;
}

export const getLedger = (filters: LedgerFilters) => apiGet<Ledger>(`/api/admin/ledger${ledgerSearch(filters)}`);

/** Money moves on its own (M-Pesa results, jobs): refreshed like the other admin numbers. */
export function useLedger(filters: LedgerFilters, enabled = true) {
  return useQuery({
    queryKey: adminKeys.ledger(filters),
    queryFn: () => getLedger(filters),
    enabled,
    refetchInterval: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
