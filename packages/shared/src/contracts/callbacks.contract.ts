/**
 * What Africa's Talking sends: USSD sessions and SMS delivery reports, form-encoded, at a URL
 * holding AT_CALLBACK_KEY as `?key=` (AT signs nothing, so the key is the proof).
 */
import { z } from 'zod';

export const callbackKeyQuery = z.object({ key: z.string().max(200).optional() });
export const forbiddenAnswer = z.object({ message: z.string() });

const field = (max: number) => z.string().max(max).default('');

export const ussdBody = z.object({
  sessionId: field(200).describe('Stable for the session, e.g. ATUid_…'),
  serviceCode: field(40).describe('The code dialled, e.g. *384*1234#'),
  phoneNumber: field(20).describe('The caller, +2547…; the network proves it'),
  networkCode: field(10).describe('63902 Safaricom, 63903 Airtel, 99999 sandbox'),
  text: field(1000).describe("Every input so far, joined by '*'; empty on the first request"),
});
export const ussdScreen = z.string().describe('CON <screen> (more to come) or END <screen> (last), at most 160 characters after the prefix');

export const deliveryReportBody = z
  .object({
    id: z.string().trim().min(1).max(100),
    status: z.string().trim().min(1).max(50),
    phoneNumber: z.string().max(30).optional(),
    networkCode: z.string().max(10).optional(),
    failureReason: z.string().max(200).optional(),
    retryCount: z.string().max(10).optional(),
  })
  .loose();
export const deliveryReportReceived = z.object({ received: z.boolean() });
