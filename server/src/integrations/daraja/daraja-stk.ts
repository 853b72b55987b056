/**
 * M-Pesa Express (docs/reference/mpesa-daraja.md): the STK push that prompts the payer's phone
 * for their PIN, and the query that asks how it ended when no callback came.
 */
import { DarajaError } from './daraja-errors';
import { LIMITS, darajaText, eatTimestamp, stkPassword } from './daraja-format';
import { checkAmount, type DarajaTransport } from './daraja-transport';
import type { StkPushAccepted, StkPushInput, StkQueryResult } from './daraja-types';

const STK_FIELDS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'];

function stkCredentials({ settings, now }: DarajaTransport) {
  const timestamp = eatTimestamp(now());
  return { BusinessShortCode: settings.shortcode, Password: stkPassword(settings.shortcode, settings.passkey, timestamp), Timestamp: timestamp };
}

export async function stkPush(daraja: DarajaTransport, input: StkPushInput): Promise<StkPushAccepted> {
  daraja.requireSettings(STK_FIELDS);
  daraja.checkMsisdn(input.msisdn);
  daraja.checkCallbackUrl(input.callbackUrl, 'CallBackURL');
  checkAmount(input.amount);
  const body = (await daraja.call('/mpesa/stkpush/v1/processrequest', {
    method: 'POST',
    // Never repeated automatically: a second push is a second prompt on the customer's phone.
    idempotent: false,
    body: {
      ...stkCredentials(daraja),
      TransactionType: 'CustomerPayBillOnline',
      Amount: input.amount,
      PartyA: input.msisdn,
      PartyB: daraja.settings.shortcode,
      PhoneNumber: input.msisdn,
      CallBackURL: input.callbackUrl,
      AccountReference: darajaText(input.accountReference, LIMITS.accountReference),
      TransactionDesc: darajaText(input.transactionDesc, LIMITS.transactionDesc),
    },
  })) as { MerchantRequestID?: string; CheckoutRequestID?: string; ResponseCode?: string | number; CustomerMessage?: string; ResponseDescription?: string };
  if (String(body.ResponseCode) !== '0' || !body.CheckoutRequestID) {
    throw new DarajaError('unexpected', `M-Pesa did not accept the push: ${body.ResponseDescription ?? 'no description'}`);
  }
  return {
    merchantRequestId: body.MerchantRequestID ?? '',
    checkoutRequestId: body.CheckoutRequestID,
    customerMessage: body.CustomerMessage ?? body.ResponseDescription ?? '',
  };
}

export async function stkQuery(daraja: DarajaTransport, checkoutRequestId: string): Promise<StkQueryResult> {
  daraja.requireSettings(STK_FIELDS);
  try {
    const body = (await daraja.call('/mpesa/stkpushquery/v1/query', {
      method: 'POST',
      idempotent: true,
      body: { ...stkCredentials(daraja), CheckoutRequestID: checkoutRequestId },
    })) as { ResultCode?: string | number; ResultDesc?: string };
    if (body.ResultCode === undefined || body.ResultCode === null) return { state: 'pending' };
    return { state: 'final', resultCode: String(body.ResultCode), resultDesc: body.ResultDesc ?? '' };
  } catch (error) {
    if (error instanceof DarajaError && error.kind === 'pending') return { state: 'pending' };
    throw error;
  }
}
