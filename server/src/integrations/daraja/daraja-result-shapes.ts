/**
 * The shapes of Daraja's answers once parsed (daraja-callbacks.ts), as schemas: a callback is kept
 * in a job's payload until the payments feature handles it, and read back through these. Each must
 * stay the interface it checks (typecheck fails where the two differ).
 */
import { z } from 'zod';
import type { B2cResult, ReversalResult, StkCallback, TransactionStatusResult } from './daraja-callbacks';

export const stkCallbackShape = z.object({
  merchantRequestId: z.string().nullable(),
  checkoutRequestId: z.string(),
  resultCode: z.string(),
  resultDesc: z.string(),
  amount: z.number().nullable(),
  receipt: z.string().nullable(),
  phone: z.string().nullable(),
}) satisfies z.ZodType<StkCallback>;

export const b2cResultShape = z.object({
  resultCode: z.string(),
  resultDesc: z.string(),
  originatorConversationId: z.string(),
  conversationId: z.string().nullable(),
  transactionId: z.string().nullable(),
  amount: z.number().nullable(),
}) satisfies z.ZodType<B2cResult>;

export const transactionStatusShape = z.object({
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
  debitPartyPhone: z.string().nullish(),
}) satisfies z.ZodType<TransactionStatusResult>;

export const reversalResultShape = z.object({
  resultCode: z.string(),
  resultDesc: z.string(),
  originatorConversationId: z.string(),
  conversationId: z.string().nullable(),
  transactionId: z.string().nullable(),
  originalTransactionId: z.string().nullable(),
  amount: z.number().nullable(),
}) satisfies z.ZodType<ReversalResult>;
