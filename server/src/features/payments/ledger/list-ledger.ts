/**
 * The admin's ledger: every payment, refund, payout and platform fee as an entry with its M-Pesa
 * receipt and state, filtered by kind, state and EAT days; the daily totals of money that moved
 * in the period; and the books, which must balance:
 *   money in = refunds (sent + owed) + payouts sent + payouts held + platform revenue.
 */
import { nairobiDay, nairobiDayStart } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { findLedgerPayments, sumBooks, type LedgerPayment } from './ledger.repository';
import type { LedgerKind, LedgerQuery } from '@okota/shared/contracts/ledger.contract';

export interface LedgerEntry {
  kind: LedgerKind;
  paymentId: number;
  itemId: number;
  itemTitle: string;
  amount: number;
  /** The M-Pesa receipt of this movement: the payment's, the reversal's or the payout's. */
  receipt: string | null;
  state: string;
  at: Date;
  day: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listLedger({ db, query }: { db: Executor; query: LedgerQuery }) {
  const start = query.from ? nairobiDayStart(query.from) : undefined;
  const end = query.to ? new Date(nairobiDayStart(query.to).getTime() + DAY_MS - 1) : undefined;
  const { rows, truncated } = await findLedgerPayments(db, { start, end });
  const inPeriod = rows.flatMap(entriesOf).filter((e) => (!start || e.at >= start) && (!end || e.at <= end));
  const entries = inPeriod
    .filter((e) => (!query.kind || e.kind === query.kind) && (!query.state || e.state === query.state))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.paymentId - a.paymentId);
  const books = await sumBooks(db);
  const refunds = books.refundsSent + books.refundsOwed;
  const accounted = refunds + books.payoutsSent + books.payoutsHeld + books.platformRevenue;
  return {
    filters: { kind: query.kind ?? null, state: query.state ?? null, from: query.from ?? null, to: query.to ?? null },
    entries,
    daily: dailyTotals(inPeriod),
    books: { ...books, refunds, balanced: accounted === books.moneyIn, difference: books.moneyIn - accounted },
    truncated,
  };
}

/** A payment's movements: the payment itself, then its refund, its payout and our fee, as far as they exist. */
export function entriesOf(p: LedgerPayment): LedgerEntry[] {
  const base = { paymentId: p.id, itemId: p.itemId, itemTitle: p.itemTitle };
  const entry = (kind: LedgerKind, amount: number, receipt: string | null, state: string, at: Date): LedgerEntry => ({
    ...base,
    kind,
    amount,
    receipt,
    state,
    at,
    day: nairobiDay(at),
  });
  const list = [entry('payment', p.amount, p.mpesaTransactionId, p.status, p.completedAt ?? p.createdAt)];
  if (p.status === 'refund_pending' || p.status === 'refunded' || p.status === 'refund_failed') {
    list.push(entry('refund', p.amount, p.refundTransactionId, p.status, p.refundedAt ?? p.refundRequestedAt ?? p.updatedAt));
  }
  if (p.payoutStatus !== 'none' && p.payoutStatus !== 'refunded') {
    list.push(entry('payout', p.finderAmount, p.finderTransactionId, p.payoutStatus, p.finderPaidAt ?? p.completedAt ?? p.createdAt));
  }
  if (p.status === 'completed') list.push(entry('platform_fee', p.platformAmount, p.mpesaTransactionId, 'earned', p.completedAt ?? p.createdAt));
  return list;
}

const RECEIVED = new Set(['completed', 'refund_pending', 'refunded', 'refund_failed']);

/** Money that moved on each EAT day of the period: in, refunded, paid out, and our fees. */
function dailyTotals(entries: LedgerEntry[]) {
  const days = new Map<string, { day: string; moneyIn: number; refunds: number; payoutsSent: number; platformRevenue: number }>();
  for (const e of entries) {
    const day = days.get(e.day) ?? { day: e.day, moneyIn: 0, refunds: 0, payoutsSent: 0, platformRevenue: 0 };
    if (e.kind === 'payment' && RECEIVED.has(e.state)) day.moneyIn += e.amount;
    if (e.kind === 'refund' && e.state === 'refunded') day.refunds += e.amount;
    if (e.kind === 'payout' && e.state === 'paid') day.payoutsSent += e.amount;
    if (e.kind === 'platform_fee') day.platformRevenue += e.amount;
    days.set(e.day, day);
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
}
