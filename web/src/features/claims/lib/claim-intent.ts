/**
 * "Sign in to claim" comes back to the claim form by itself (issue 25): the guest is sent to sign
 * in with a return path that carries `?claim=1`, and the item page opens the form once, then
 * takes the mark off the address so a reload or the Back button does not open it again.
 */
export const CLAIM_INTENT_PARAM = 'claim';

/** The item page's address with the intent to claim added: where sign-in returns. */
export function claimReturnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(CLAIM_INTENT_PARAM, '1');
  return `${pathname}?${params.toString()}`;
}

export function hasClaimIntent(search: string): boolean {
  return new URLSearchParams(search).get(CLAIM_INTENT_PARAM) === '1';
}

/** The same address without the intent (other parameters and the hash kept). */
export function withoutClaimIntent(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(CLAIM_INTENT_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
