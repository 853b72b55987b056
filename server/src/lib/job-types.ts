/**
 * Every kind of background job and the shape of its payload (docs/decisions/0254). The queue
 * (jobs.ts) types `enqueue` and `register` from this map, so a wrong name or payload fails
 * typecheck, and parses each payload read back from the jobs table before its handler runs: a row
 * that does not fit fails that one job with the reason, and the worker goes on. The features
 * register the handlers at start, as before; this file sits below them and names no feature code.
 *
 * A payload is JSON in the table: numbers, strings, booleans, null, plain objects. A rename or a
 * new required field must still read the rows already queued (make it optional, or keep the old
 * name until they are gone).
 */
import { z } from 'zod';
import type { B2cResult, ReversalResult, StkCallback, TransactionStatusResult } from '../integrations/daraja/daraja-callbacks';

const id = z.number().int();
/** A recurring job's payload: nothing (jobs.ts queues it as `{}`). */
const none = z.object({});

const stkCallback = z.object({
  merchantRequestId: z.string().nullable(),
  checkoutRequestId: z.string(),
  resultCode: z.string(),
  resultDesc: z.string(),
  amount: z.number().nullable(),
  receipt: z.string().nullable(),
  phone: z.string().nullable(),
}) satisfies z.ZodType<StkCallback>;

const b2cResult = z.object({
  resultCode: z.string(),
  resultDesc: z.string(),
  originatorConversationId: z.string(),
  conversationId: z.string().nullable(),
  transactionId: z.string().nullable(),
  amount: z.number().nullable(),
}) satisfies z.ZodType<B2cResult>;

const statusResult = z.object({
  resultCode: z.string(),
  resultDesc: z.string(),
  originatorConversationId: z.string().nullable(),
  conversationId: z.string().nullable(),
  transactionStatus: z.string().nullable(),
  receipt: z.string().nullable(),
  amount: z.number().nullable(),
  finalisedTime: z.string().nullable(),
  creditPartyName: z.string().nullish(),
  accountReference: z.string().nullish(),
}) satisfies z.ZodType<TransactionStatusResult>;

const reversalResult = z.object({
  resultCode: z.string(),
  resultDesc: z.string(),
  originatorConversationId: z.string(),
  conversationId: z.string().nullable(),
  transactionId: z.string().nullable(),
  originalTransactionId: z.string().nullable(),
  amount: z.number().nullable(),
}) satisfies z.ZodType<ReversalResult>;

/**
 * The turns told by e-mail and the payment e-mails: the handlers (notifications/turns,
 * payments/send-payment-email.ts) name their own union; typecheck fails where the two lists differ.
 */
const turn = z.enum([
  'claim_received',
  'claim_approved',
  'claim_rejected',
  'owner_paid',
  'handover_owner',
  'handover_finder',
  'payout_sent',
  'payout_waiting',
  'dispute_opened',
  'dispute_paid',
  'dispute_refunded',
  'listing_held',
]);
const paymentEmailKind = z.enum(['payment-receipt', 'refund-started', 'refund-delayed', 'refund-receipt', 'payout-receipt']);

export const JOB_PAYLOADS = {
  'items.photo-renditions-backfill': z.object({ afterId: id.optional() }),
  'whatsapp.handle-message': z.object({ wamid: z.string().min(1).max(200) }),
  'whatsapp.send-turn': z.object({
    waId: z.string(),
    userId: z.string(),
    phone: z.string(),
    language: z.string(),
    turn: z.string(),
    itemId: id,
    smsText: z.string(),
    link: z.string(),
  }),
  'lost-reports.match-item': z.object({ itemId: id }),
  'lost-reports.match-report': z.object({ reportId: id }),
  'lost-reports.match-email': z.object({ reportId: id, itemId: id }),
  'lost-reports.reminder-email': z.object({ reportId: id }),
  'lost-reports.expiry': none,
  'notifications.turn-mail': z.object({
    userId: z.string(),
    turn,
    itemId: id,
    amount: z.number().optional(),
    receipt: z.string().nullish(),
    otherUserId: z.string().optional(),
    party: z.enum(['owner', 'finder']).optional(),
    heldFor: z.enum(['contact', 'scam']).optional(),
    atDesk: z.literal(true).optional(),
  }),
  'notifications.handover-reminder': z.object({ paymentId: id }),
  /** The SMS budget tripped (sms/sms-spend.ts): the admins are told (notifications/tell-admins-sms-paused.ts). */
  'notifications.sms-paused': z.object({ messages: z.number(), kes: z.number(), until: z.string() }),
  'organisations.holding-periods': none,
  'personal-data.retention': none,
  'sms.send': z.object({ smsId: id }),
  'payments.stk-callback': z.object({ callback: stkCallback }),
  'payments.reconcile-pending': none,
  'payments.send-email': z.object({ kind: paymentEmailKind, paymentId: id }),
  'payments.send-payout': z.object({ paymentId: id }),
  'payments.payout-result': z.object({ result: b2cResult }),
  'payments.payout-status': z.object({ originatorConversationId: z.string(), status: statusResult }),
  'payments.payout-timeout': z.object({ originatorConversationId: z.string() }),
  'payments.release-due-payouts': none,
  'payments.reconcile-payouts': none,
  'payments.send-refund': z.object({ paymentId: id }),
  'payments.refund-result': z.object({ attemptId: z.string(), result: reversalResult }),
  'payments.refund-timeout': z.object({ attemptId: z.string(), originatorConversationId: z.string().nullable() }),
  'payments.refund-status': z.object({ attemptId: z.string(), status: statusResult }),
  'payments.reconcile-refunds': none,
  'payments.refund-receipt-status': z.object({ paymentId: id, status: statusResult }),
  'payments.portal-reversal-status': z.object({ paymentId: id, receipt: z.string(), status: statusResult }),
  'payments.paybill-ask-status': z.object({ receiptId: id }),
  'payments.paybill-receipt-status': z.object({ transId: z.string(), status: statusResult }),
  'payments.paybill-send-reversal': z.object({ receiptId: id }),
  'payments.paybill-reversal-result': z.object({ attemptId: z.string(), result: reversalResult.nullable() }),
  'payments.paybill-reversal-status': z.object({ attemptId: z.string(), status: statusResult }),
  'payments.reconcile-paybill': none,
} as const satisfies JobSchemas;

/** A map of job names to payload schemas: the app's is JOB_PAYLOADS; a test may make its own. */
export type JobSchemas = Record<string, z.ZodType<unknown, unknown>>;
export type AppJobSchemas = typeof JOB_PAYLOADS;
export type JobName<S extends JobSchemas = AppJobSchemas> = keyof S & string;
/** What `enqueue` takes for a job. */
export type JobInput<N extends JobName<S>, S extends JobSchemas = AppJobSchemas> = z.input<S[N]>;
/** What the handler gets: the payload parsed by its schema. */
export type JobPayload<N extends JobName<S>, S extends JobSchemas = AppJobSchemas> = z.output<S[N]>;
/** The names whose parsed payload a handler declared as taking `P` can take. */
export type JobNamesGiving<P, S extends JobSchemas = AppJobSchemas> = { [N in JobName<S>]: JobPayload<N, S> extends P ? N : never }[JobName<S>];
