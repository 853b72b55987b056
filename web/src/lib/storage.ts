/** Browser storage keys of docs/product/user-flows.md section 3, and safe access to them. */
import { ROLE_STORAGE_KEY } from '@okota/shared';

export const STORAGE_KEYS = {
  token: 'auth_token',
  user: 'user_data',
  guestItems: 'guest_items',
  guestSession: 'guest_session_id',
  role: ROLE_STORAGE_KEY,
  language: 'i18nextLng',
  guestClaim: 'guest_claim',
  triggerPayment: 'triggerPayment',
} as const;

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app still works for this visit.
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // As above.
  }
}
