/**
 * GET /api/admin/ledger (@okota/shared/contracts/ledger.contract): the entries matching the
 * filters, the daily totals of the period, and the all-time books.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { call } from '../../../lib/api-client';
import { ledgerQuery, type LedgerFilters } from '../lib/ledger';
import { ADMIN_REFRESH_MS, adminKeys } from './keys';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { LEDGER_KINDS } from '@okota/shared/constants';
import type { ledgerAnswer } from '@okota/shared/contracts/ledger.contract';

export type Ledger = WireOf<typeof ledgerAnswer>;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerEntry = Ledger['entries'][number];
export type LedgerDay = Ledger['daily'][number];
export type LedgerBooks = Ledger['books'];

export const getLedger = (filters: LedgerFilters, signal?: AbortSignal) => call(adminPaymentsApi.ledgerList, { query: ledgerQuery(filters) }, { signal });

/** Money moves on its own (M-Pesa results, jobs): refreshed like the other admin numbers. */
export function useLedger(filters: LedgerFilters, enabled = true) {
  return useQuery({
    queryKey: adminKeys.ledger(filters),
    queryFn: ({ signal }) => getLedger(filters, signal),
    enabled,
    refetchInterval: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
