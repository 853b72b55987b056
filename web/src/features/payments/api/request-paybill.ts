/** POST /api/payments/paybill: the claim's Paybill account number (the same one when asked again). */
import { useMutation } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { paybillAnswer } from '@okota/shared/contracts/payments.contract';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { call } from '../../../lib/api-client';

export type PaybillAnswer = WireOf<typeof paybillAnswer>;

export const requestPaybill = (itemId: number) => call(paymentsApi.paybill, { body: { itemId } });

export const useRequestPaybill = () => useMutation({ mutationFn: requestPaybill });
