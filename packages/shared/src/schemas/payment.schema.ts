import { z } from 'zod';
import { MESSAGE_KEYS as M } from '../messages';
import { isKenyanMobile, isMpesaNumber, preparePaymentPhone } from '../phone';
import { dbId } from '../contracts/ids';

/** The payment dialog's phone rules (docs/product/user-flows.md section 5). */
export const paymentPhoneSchema = z
  .string()
  .transform(preparePaymentPhone)
  .pipe(
    z
      .string()
      .min(10, M.paymentPhoneMin)
      .max(13, M.paymentPhoneMax)
      .regex(/^(?:\+254|0)?[17]\d{8}$/, M.paymentPhoneKenyan),
  );

/**
 * The payment dialog's form: the number M-Pesa is asked to charge must be a Safaricom one, said
 * under the field before anything is sent (the server says the same: PAYMENT_PHONE_NOT_MPESA).
 */
export const paymentFormSchema = z.object({
  phoneNumber: paymentPhoneSchema.refine((phone) => !isKenyanMobile(phone) || isMpesaNumber(phone), M.paymentPhoneNotMpesa),
});

export const initiatePaymentSchema = z.object({
  itemId: dbId,
  phoneNumber: paymentPhoneSchema,
  amount: z.coerce.number().int().positive().optional(),
});

export const disputeSchema = z.object({
  reason: z.string().trim().min(10, M.disputeReasonMin).max(1000, M.disputeReasonMax),
});

/** An admin settles a hand-over dispute: refund the claimer or release the finder's payout. */
export const resolveDisputeSchema = z.object({
  resolution: z.enum(['refund', 'release']),
  note: z.string().trim().min(3, M.disputeNoteRequired).max(1000),
});
