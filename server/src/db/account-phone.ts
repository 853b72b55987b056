/**
 * An account's numbers. Most accounts hold one number, proven or not; an e-mail sign-up that gave a
 * number already on another account holds it only as pending (docs/decisions/0276): shown to its
 * typist like any other, never texted, charged or paid, and attached once an SMS code proves it,
 * which only the number's real holder could receive.
 */
import type { UserRow } from './schema';

/** The number the account shows its holder: its own, else the one it waits to prove. */
export function shownPhoneOf(user: Pick<UserRow, 'phone'> & Partial<Pick<UserRow, 'pendingPhone'>>): string {
  return user.phone ?? user.pendingPhone ?? '';
}
