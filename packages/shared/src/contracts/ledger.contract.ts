/** The ledger's query and answer (GET /api/admin/ledger). */
import { z } from 'zod';
import { LEDGER_KINDS, PAYMENT_STATUSES } from '../constants';
import { isRealDay } from '../dates';
import { payoutStatus } from './payments.contract';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** An entry's state: the payment's or refund's status, the payout's, or 'earned' for our fee. */
const LEDGER_STATES = [...new Set([...PAYMENT_STATUSES, ...payoutStatus.options, 'earned'])] as [string, ...string[]];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-04')
  .refine(isRealDay, 'Not a date');

export const ledgerQuery = z
  .object({
    kind: z.enum(LEDGER_KINDS).optional(),
    state: z.enum(LEDGER_STATES).optional(),
    from: day.optional().describe('First day, in East Africa Time (YYYY-MM-DD)'),
    to: day.optional().describe('Last day, in East Africa Time (YYYY-MM-DD), included'),
    format: z.enum(['json', 'csv']).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The first day must not be after the last', path: ['to'] });

export type LedgerQuery = z.infer<typeof ledgerQuery>;

export const ledgerEntry = z.object({
  kind: z.enum(LEDGER_KINDS),
  paymentId: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  amount: z.number(),
  receipt: z.string().nullable().describe("This movement's M-Pesa receipt: the payment's, the reversal's or the payout's"),
  state: z.string(),
  at: z.date(),
  day: z.string().describe('The EAT day of `at`'),
});

const shillings = z.number().int();

export const ledgerAnswer = z.object({
  filters: z.object({ kind: z.string().nullable(), state: z.string().nullable(), from: z.string().nullable(), to: z.string().nullable() }),
  entries: z.array(ledgerEntry),
  daily: z.array(z.object({ day: z.string(), moneyIn: shillings, refunds: shillings, payoutsSent: shillings, platformRevenue: shillings })),
  books: z
    .object({
      moneyIn: shillings,
      refunds: shillings.describe('refundsSent + refundsOwed'),
      refundsSent: shillings,
      refundsOwed: shillings.describe('Refunds on their way, or refused by M-Pesa and waiting for an admin'),
      payoutsSent: shillings,
      payoutsHeld: shillings.describe("Finders' shares not paid yet (held, queued, processing, failed, disputed)"),
      platformRevenue: shillings,
      balanced: z.boolean().describe('moneyIn = refunds + payoutsSent + payoutsHeld + platformRevenue'),
      difference: shillings,
    })
    .describe('All-time totals, whatever the filters'),
  truncated: z.boolean().describe('More payments matched than the ledger lists at once; narrow the dates'),
});
