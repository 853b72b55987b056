/**
 * Daraja C2B (docs/reference/mpesa-daraja.md §6): registering where M-Pesa sends the validation and confirmation of
 * payments to our Paybill, and reading the confirmation it then POSTs. The confirmation is not
 * signed, so it is only a hint: nothing is believed until Transaction Status confirms the receipt.
 */
import { z } from 'zod';
import { DarajaError } from './daraja-errors';
import type { C2bRegisterInput } from './daraja-types';
import type { Parsed } from './daraja-callbacks';

/** The RegisterURL page's path; the CustomerToBusiness page and some clients use v2 (the simulator serves both). */
export const C2B_REGISTER_PATH = '/mpesa/c2b/v1/registerurl';

export async function registerC2bUrls(
  post: (path: string, body: unknown) => Promise<unknown>,
  shortcode: string,
  input: C2bRegisterInput,
): Promise<{ originatorConversationId: string }> {
  const body = (await post(C2B_REGISTER_PATH, {
    ShortCode: shortcode,
    ResponseType: input.responseType,
    ConfirmationURL: input.confirmationUrl,
    ValidationURL: input.validationUrl,
  })) as { OriginatorCoversationID?: string; OriginatorConversationID?: string; ResponseCode?: string | number; ResponseDescription?: string };
  if (String(body.ResponseCode) !== '0') {
    throw new DarajaError('unexpected', `M-Pesa did not register the C2B URLs: ${body.ResponseDescription ?? 'no description'}`);
  }
  // Daraja spells it OriginatorCoversationID here (confirmed against the live API); accept either.
  return { originatorConversationId: body.OriginatorCoversationID ?? body.OriginatorConversationID ?? '' };
}

const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max));

const confirmationSchema = z.object({
  TransactionType: text(40).optional(),
  TransID: text(20).pipe(z.string().regex(/^[A-Za-z0-9]{6,20}$/)),
  TransTime: text(20).optional(),
  TransAmount: text(20),
  BusinessShortCode: text(10),
  BillRefNumber: text(40).nullish(),
  MSISDN: text(20).optional(),
  FirstName: text(50).optional(),
});

/** A C2B confirmation (or validation) as it arrives: nothing in it is proof of anything. */
export interface C2bConfirmation {
  transId: string;
  /** A decimal string, "150.00"; null when it is not a number. */
  amount: number | null;
  rawAmount: string;
  shortcode: string;
  /** The account number the customer typed, as typed. */
  billRefNumber: string;
  /** Masked by M-Pesa (25470****149). */
  msisdn: string | null;
}

export function parseC2bConfirmation(body: unknown): Parsed<C2bConfirmation> {
  const parsed = confirmationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: 'Not a C2B confirmation: TransID, TransAmount and BusinessShortCode are required' };
  const value = parsed.data;
  const amount = Number(value.TransAmount);
  return {
    ok: true,
    value: {
      transId: value.TransID.toUpperCase(),
      amount: value.TransAmount.trim() && Number.isFinite(amount) ? amount : null,
      rawAmount: value.TransAmount,
      shortcode: value.BusinessShortCode,
      billRefNumber: value.BillRefNumber ?? '',
      msisdn: value.MSISDN ?? null,
    },
  };
}
