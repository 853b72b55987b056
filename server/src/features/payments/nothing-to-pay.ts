/**
 * A public office hands over free (docs/decisions/0261): for an item a police station, a chief's
 * office or a government office holds, the fee is nothing, so there is no payment to start, by
 * STK push or by Paybill. Refused before M-Pesa is asked, with a word the owner's page can show.
 */
import type { Fees } from '@okota/shared';
import { AppError } from '../../lib/errors';

export const NOTHING_TO_PAY =
  'There is nothing to pay for this item: a public office hands it over free. Your collection code is on the item page once your claim is approved.';

export function assertSomethingToPay(fees: Fees): void {
  if (fees.totalFee <= 0) throw new AppError('PAYMENT_NOT_NEEDED', NOTHING_TO_PAY);
}
