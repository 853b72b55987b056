/**
 * B2C v3 (docs/reference/mpesa-daraja.md): a payout from our B2C shortcode to a person's phone.
 * Daraja answers at once with its ids; the result comes later to the ResultURL
 * (daraja-callbacks.ts). The answer's shape is shared by Transaction Status and Reversal
 * (daraja-status-reversal.ts), which are sent by the same initiator.
 */
import { DarajaError } from './daraja-errors';
import { LIMITS, darajaText } from './daraja-format';
import type { DarajaTransport } from './daraja-transport';
import type { B2cAccepted, B2cInput } from './daraja-types';

/** What a call sent by our initiator needs: the B2C shortcode, the initiator and its credential. */
export const B2C_FIELDS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_B2C_SHORTCODE', 'MPESA_INITIATOR_NAME', 'MPESA_SECURITY_CREDENTIAL'];

export interface AsyncAnswer {
  ConversationID?: string;
  OriginatorConversationID?: string;
  ResponseCode?: string | number;
  ResponseDescription?: string;
}

/** B2C, Transaction Status and Reversal answer at once with ids; their result comes later to the ResultURL. */
export function acceptedIds(body: AsyncAnswer, what: string, sentOriginatorId: string): B2cAccepted {
  if (String(body.ResponseCode) !== '0') throw new DarajaError('unexpected', `M-Pesa did not accept ${what}: ${body.ResponseDescription ?? 'no description'}`);
  return { conversationId: body.ConversationID ?? '', originatorConversationId: body.OriginatorConversationID ?? sentOriginatorId };
}

export async function b2cPayment(daraja: DarajaTransport, input: B2cInput): Promise<B2cAccepted> {
  const { settings } = daraja;
  daraja.requireSettings(B2C_FIELDS);
  daraja.checkMsisdn(input.msisdn);
  daraja.checkCallbackUrl(input.resultUrl, 'ResultURL');
  daraja.checkCallbackUrl(input.queueTimeoutUrl, 'QueueTimeOutURL');
  const body = (await daraja.call('/mpesa/b2c/v3/paymentrequest', {
    method: 'POST',
    // The payout job retries with the same OriginatorConversationID, which Daraja deduplicates.
    idempotent: false,
    body: {
      OriginatorConversationID: input.originatorConversationId,
      InitiatorName: settings.initiatorName,
      SecurityCredential: settings.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: input.amount,
      PartyA: settings.b2cShortcode,
      PartyB: input.msisdn,
      Remarks: darajaText(input.remarks, LIMITS.remarks, 'Okota payout'),
      QueueTimeOutURL: input.queueTimeoutUrl,
      ResultURL: input.resultUrl,
      ...(input.occasion ? { Occasion: darajaText(input.occasion, 100) } : {}),
    },
  })) as AsyncAnswer;
  return acceptedIds(body, 'the payout', input.originatorConversationId);
}
