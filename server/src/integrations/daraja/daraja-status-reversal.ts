/**
 * Transaction Status, how we learn whether money moved (a flag is not money; docs/payments.md),
 * and Transaction Reversal, how a payment to our Paybill is sent back (docs/reference/mpesa-daraja.md).
 * Both are sent by our initiator and answered as B2C is (daraja-b2c.ts): ids now, the result later.
 */
import { LIMITS, darajaText } from './daraja-format';
import { acceptedIds, B2C_FIELDS, type AsyncAnswer } from './daraja-b2c';
import { checkAmount, type DarajaTransport } from './daraja-transport';
import type { ReversalAccepted, ReversalInput, TransactionStatusAccepted, TransactionStatusInput } from './daraja-types';

export async function transactionStatus(daraja: DarajaTransport, input: TransactionStatusInput): Promise<TransactionStatusAccepted> {
  const { settings } = daraja;
  daraja.requireSettings(B2C_FIELDS);
  daraja.checkCallbackUrl(input.resultUrl, 'ResultURL');
  daraja.checkCallbackUrl(input.queueTimeoutUrl, 'QueueTimeOutURL');
  const body = (await daraja.call('/mpesa/transactionstatus/v1/query', {
    method: 'POST',
    // A question moves no money: asking twice after a network error is harmless.
    idempotent: true,
    body: {
      Initiator: settings.initiatorName,
      SecurityCredential: settings.securityCredential,
      CommandID: 'TransactionStatusQuery',
      ...(input.transactionId ? { TransactionID: input.transactionId } : { OriginalConversationID: input.originatorConversationId }),
      PartyA: input.party === 'paybill' ? settings.shortcode : settings.b2cShortcode,
      IdentifierType: '4',
      ResultURL: input.resultUrl,
      QueueTimeOutURL: input.queueTimeoutUrl,
      Remarks: darajaText(input.remarks, LIMITS.remarks, 'Okota payout check'),
      ...(input.occasion ? { Occasion: darajaText(input.occasion, 100) } : {}),
    },
  })) as AsyncAnswer;
  return acceptedIds(body, 'the status query', '');
}

export async function reversal(daraja: DarajaTransport, input: ReversalInput): Promise<ReversalAccepted> {
  const { settings } = daraja;
  daraja.requireSettings([...B2C_FIELDS, 'MPESA_SHORTCODE']);
  daraja.checkCallbackUrl(input.resultUrl, 'ResultURL');
  daraja.checkCallbackUrl(input.queueTimeoutUrl, 'QueueTimeOutURL');
  checkAmount(input.amount);
  const body = (await daraja.call('/mpesa/reversal/v1/request', {
    method: 'POST',
    // Never repeated automatically: whether Daraja took a request whose answer was lost is
    // asked by Transaction Status first (refunds reconciler), as for payouts.
    idempotent: false,
    body: {
      Initiator: settings.initiatorName,
      SecurityCredential: settings.securityCredential,
      CommandID: 'TransactionReversal',
      TransactionID: input.transactionId,
      Amount: input.amount,
      ReceiverParty: settings.shortcode,
      // Misspelled by Daraja itself (docs/reference/mpesa-daraja.md §6); "11" is an organisation's shortcode.
      RecieverIdentifierType: '11',
      ResultURL: input.resultUrl,
      QueueTimeOutURL: input.queueTimeoutUrl,
      Remarks: darajaText(input.remarks, LIMITS.remarks, 'Okota refund'),
      ...(input.occasion ? { Occasion: darajaText(input.occasion, 100) } : {}),
    },
  })) as AsyncAnswer;
  return acceptedIds(body, 'the reversal', '');
}
