/**
 * Opens the claim form once when the page was reached with `?claim=1` (the way back from "Sign in
 * to claim"), then drops the mark from the address and the guest's saved intent, so neither the
 * item page nor the owner's dashboard asks again.
 */
import { useEffect, useEffectEvent } from 'react';
import { clearGuestClaimIntent } from '../../../lib/guest-drafts';
import { hasClaimIntent, withoutClaimIntent } from '../lib/claim-intent';

export function useClaimIntent(canClaim: boolean, openForm: () => void): void {
  // Once, on the first settled view: the mark is gone after this, so later renders find nothing.
  const takeIntent = useEffectEvent(() => {
    const { pathname, search, hash } = window.location;
    if (!hasClaimIntent(search)) return;
    window.history.replaceState(window.history.state, '', withoutClaimIntent(pathname, search, hash));
    clearGuestClaimIntent();
    if (canClaim) openForm();
  });
  useEffect(() => takeIntent(), []);
}
