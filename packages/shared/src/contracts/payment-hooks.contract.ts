/**
 * What M-Pesa (Daraja) sends to our payment callbacks and what they answer (docs/payments.md):
 * each path holds the per-deployment secret, and the status and reversal answers name our own
 * payment, attempt or receipt in the path, because Daraja's "not found" answer names nothing.
 * The body is M-Pesa's and is read by the server's Daraja parsers, so it is `unknown` here.
 */
import { z } from 'zod';
import { dbId } from './ids';

/** What the Daraja callbacks answer M-Pesa. */
export const hookAck = z.object({ ResultCode: z.number(), ResultDesc: z.string() });
/** The C2B (Paybill) callbacks answer their result code as text too ('C2B00016'). */
export const paybillHookAck = z.object({ ResultCode: z.union([z.number(), z.string()]), ResultDesc: z.string() });

export const hookBody = z.unknown();

/** A refusal in M-Pesa's shape, or the error handler's `{message}` for a body the server cannot parse. */
export const hookErrors = { 400: z.union([hookAck, z.object({ message: z.string() })]) };
export const paybillHookErrors = { 400: z.union([paybillHookAck, z.object({ message: z.string() })]) };

export const secretParams = z.object({ secret: z.string().max(200) });
export const payoutStatusParams = secretParams.extend({ originatorConversationId: z.string().min(1).max(100) });
/** The attempt id is read only after the secret matched, so a caller without it learns nothing. */
export const attemptParams = secretParams.extend({ attemptId: z.string().min(1).max(100) });
export const hookPaymentParams = secretParams.extend({ paymentId: dbId });
export const portalReversalParams = hookPaymentParams.extend({ receipt: z.string().regex(/^[A-Z0-9]{10}$/) });
export const receiptParams = secretParams.extend({ transId: z.string().min(1).max(20) });
