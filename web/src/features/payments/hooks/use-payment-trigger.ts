import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readSession, writeSession } from '../../../lib/storage';

/** The approval SMS and e-mail link to the item with `?pay`: the owner came to pay (issue 34). */
export const PAY_PARAM = 'pay';

function askedInAddress(): boolean {
  return new URLSearchParams(window.location.search).has(PAY_PARAM);
}

/** Takes `?pay` out of the address once used, so a reload or a shared link does not reopen the dialog. */
function forgetAddressAsk(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(PAY_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * After sign-in (or from the claimer dashboard) the session flag 'triggerPayment' holds an item
 * id, and the approval message's link says `?pay`; on that item's page either opens the payment
 * dialog once, if the claim is approved and unpaid. The owner still confirms the number and the
 * amount there before M-Pesa is asked. The ask is kept until the viewer can pay, so a page still
 * loading does not lose it.
 */
export function usePaymentTrigger(itemId: number, canPay: boolean): boolean {
  const [triggered, setTriggered] = useState(false);
  useEffect(() => {
    if (!canPay || triggered) return;
    const flagged = readSession(STORAGE_KEYS.triggerPayment) === String(itemId);
    const linked = askedInAddress();
    if (!flagged && !linked) return;
    if (flagged) writeSession(STORAGE_KEYS.triggerPayment, null);
    if (linked) forgetAddressAsk();
    setTriggered(true);
  }, [itemId, canPay, triggered]);
  return triggered;
}
