import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readSession, writeSession } from '../../../lib/storage';

/**
 * After sign-in (or from the claimer dashboard) the session flag 'triggerPayment' holds an item
 * id; on that item's page it opens the payment dialog once, if the claim is approved and unpaid.
 * The flag is kept until the viewer can pay, so a page still loading does not lose it.
 */
export function usePaymentTrigger(itemId: number, canPay: boolean): boolean {
  const [triggered, setTriggered] = useState(false);
  useEffect(() => {
    if (!canPay || triggered) return;
    if (readSession(STORAGE_KEYS.triggerPayment) !== String(itemId)) return;
    writeSession(STORAGE_KEYS.triggerPayment, null);
    setTriggered(true);
  }, [itemId, canPay, triggered]);
  return triggered;
}
