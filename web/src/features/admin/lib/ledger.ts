/**
 * The ledger screen's arithmetic and wording rules, apart from React so they can be tested: the
 * filters as the routes' query, date ranges in East Africa Time, the books' check, and how an amount,
 * a moment and a day are written.
 */
import { formatKsh, formatNairobiDateTime, nairobiDay, nairobiDayStart } from '@okota/shared';
import type * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import type { RouteInput } from '@okota/shared/contracts/route';

export { LEDGER_KINDS } from '@okota/shared/constants';

/** What an entry can be in: a payment's or refund's status, a payout's, or 'earned' for our fee. */
export const LEDGER_STATES = [
  'pending',
  'completed',
  'failed',
  'refund_pending',
  'refunded',
  'refund_failed',
  'held',
  'queued',
  'processing',
  'paid',
  'disputed',
  'earned',
] as const;

/** Empty strings mean "all"; days are EAT days, YYYY-MM-DD, as <input type="date"> gives them. */
export interface LedgerFilters {
  kind: string;
  state: string;
  from: string;
  to: string;
}

export const NO_FILTERS: LedgerFilters = { kind: '', state: '', from: '', to: '' };

type LedgerQuery = NonNullable<RouteInput<typeof adminPaymentsApi.ledgerList>['query']>;

/** The filters as the ledger routes' query: an empty one is left out (the screen's selects offer only the schema's values). */
export function ledgerQuery(filters: LedgerFilters): LedgerQuery {
  return {
    kind: (filters.kind || undefined) as LedgerQuery['kind'],
    state: (filters.state || undefined) as LedgerQuery['state'],
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The server names the file; this is the same name, for an answer that lost its header. */
export function ledgerFileName(filters: LedgerFilters): string {
  return `okota-ledger-${filters.from || 'start'}-to-${filters.to || 'today'}.csv`;
}

/** True when both days are set and the first comes after the last (the server would refuse it). */
export const isRangeReversed = (filters: LedgerFilters) => !!filters.from && !!filters.to && filters.from > filters.to;

export const RANGE_PRESETS = ['today', 'last7', 'thisMonth', 'all'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a preset covers, counted in East Africa Time whatever the device's clock zone. */
export function presetRange(preset: RangePreset, now = new Date()): { from: string; to: string } {
  const today = nairobiDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: nairobiDay(new Date(nairobiDayStart(today).getTime() - 6 * DAY_MS)), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    default:
      return { from: '', to: '' };
  }
}

export interface BooksParts {
  moneyIn: number;
  refunds: number;
  payoutsSent: number;
  payoutsHeld: number;
  platformRevenue: number;
  balanced: boolean;
}

/**
 * Money in minus everything it must be accounted for by. Worked out again from the parts shown,
 * so the mark can never say "balanced" next to figures that visibly do not add up.
 */
export function booksDifference(books: BooksParts): number {
  return books.moneyIn - (books.refunds + books.payoutsSent + books.payoutsHeld + books.platformRevenue);
}

export const isBalanced = (books: BooksParts) => books.balanced && booksDifference(books) === 0;

/** 'KSh 1,500'; a negative difference keeps its sign in front: '-KSh 20'. */
export function formatAmount(amount: number): string {
  return amount < 0 ? `-${formatKsh(-amount)}` : formatKsh(amount);
}

/** '4 March 2026, 14:05 EAT' (or '4 Machi 2026, 14:05 EAT'). */
export function formatLedgerTime(value: string, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatNairobiDateTime(date, language === 'sw' ? 'sw' : 'en');
}

/** An EAT day (YYYY-MM-DD) as '4 Mar 2026', the same day wherever the browser is. */
export function formatLedgerDay(day: string, language: string): string {
  const date = nairobiDayStart(day);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium' });
}

export type Tone = 'green' | 'amber' | 'red' | 'slate' | 'blue';

const STATE_TONES: Record<string, Tone> = {
  completed: 'green',
  paid: 'green',
  earned: 'green',
  refunded: 'slate',
  pending: 'amber',
  refund_pending: 'amber',
  held: 'amber',
  awaiting_phone: 'amber',
  queued: 'blue',
  processing: 'blue',
  failed: 'red',
  refund_failed: 'red',
  disputed: 'red',
};

export const stateTone = (state: string): Tone => STATE_TONES[state] ?? 'slate';
