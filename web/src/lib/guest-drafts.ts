/**
 * What a guest started before signing in, kept in session storage for 2 hours
 * (docs/product/user-flows.md section 4, GUEST_DRAFT_TTL_MS) and offered back after sign-in.
 *
 * Post draft (the Post Found Item page):
 *   saveGuestPostDraft(fields)      — on a guest's submit, before showing the sign-in dialog
 *   readGuestPostDraft<T>()         — { fields: T, savedAt } or null (missing, corrupt or expired: cleared)
 *   clearGuestPostDraft()           — after posting it, or when the user discards it
 * Claim intent (the item page):
 *   saveGuestClaimIntent(itemId)    — when a guest starts a claim
 *   readGuestClaimIntent()          — { itemId, savedAt } or null (expired: cleared)
 *   clearGuestClaimIntent()
 * After sign-in:
 *   useGuestResume<T>()             — { postDraft, claimIntent, clearPostDraft, clearClaimIntent };
 *                                     both null while signed out, so a page can simply check them.
 *                                     Whether a draft is complete (Post Item Now) or needs changes
 *                                     (load into the form) is the post page's call, with its schema.
 * Logout clears both (lib/session.ts clearSession).
 */
import { useCallback, useState } from 'react';
import { GUEST_DRAFT_TTL_MS } from '@okota/shared/constants';
import { STORAGE_KEYS, readSession, writeSession } from './storage';
import { useSession } from './session';

export interface GuestPostDraft<T = Record<string, unknown>> {
  fields: T;
  savedAt: number;
}

export interface GuestClaimIntent {
  itemId: number | string;
  savedAt: number;
}

function readFresh<T extends { savedAt: number }>(key: string, isValid: (value: T) => boolean, now: number): T | null {
  const raw = readSession(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as T;
    if (value && typeof value.savedAt === 'number' && isValid(value) && now - value.savedAt < GUEST_DRAFT_TTL_MS && value.savedAt <= now + 60_000) {
      return value;
    }
  } catch {
    // Corrupt: dropped below.
  }
  writeSession(key, null);
  return null;
}

export function saveGuestPostDraft<T extends object>(fields: T, now = Date.now()): void {
  writeSession(STORAGE_KEYS.guestItems, JSON.stringify({ fields, savedAt: now } satisfies GuestPostDraft<T>));
}

export function readGuestPostDraft<T = Record<string, unknown>>(now = Date.now()): GuestPostDraft<T> | null {
  return readFresh<GuestPostDraft<T>>(STORAGE_KEYS.guestItems, (d) => !!d.fields && typeof d.fields === 'object', now);
}

export function clearGuestPostDraft(): void {
  writeSession(STORAGE_KEYS.guestItems, null);
}

export function saveGuestClaimIntent(itemId: number | string, now = Date.now()): void {
  writeSession(STORAGE_KEYS.guestClaim, JSON.stringify({ itemId, savedAt: now } satisfies GuestClaimIntent));
}

export function readGuestClaimIntent(now = Date.now()): GuestClaimIntent | null {
  return readFresh<GuestClaimIntent>(STORAGE_KEYS.guestClaim, (c) => typeof c.itemId === 'number' || typeof c.itemId === 'string', now);
}

export function clearGuestClaimIntent(): void {
  writeSession(STORAGE_KEYS.guestClaim, null);
}

/** A guest's unfinished post and claim, for the signed-in user; read once per mount. */
export function useGuestResume<T = Record<string, unknown>>() {
  const { isSignedIn } = useSession();
  const [postDraft, setPostDraft] = useState(() => readGuestPostDraft<T>());
  const [claimIntent, setClaimIntent] = useState(() => readGuestClaimIntent());
  const clearPostDraft = useCallback(() => {
    clearGuestPostDraft();
    setPostDraft(null);
  }, []);
  const clearClaimIntent = useCallback(() => {
    clearGuestClaimIntent();
    setClaimIntent(null);
  }, []);
  return {
    postDraft: isSignedIn ? postDraft : null,
    claimIntent: isSignedIn ? claimIntent : null,
    clearPostDraft,
    clearClaimIntent,
  };
}
