/**
 * The signed-in user: token and user in local storage (auth_token, user_data), refreshed from
 * GET /api/auth/user. Corrupt stored data signs the user out (docs/product/user-flows.md section 4).
 * Also the account mode (finder or claimer, {product}_user_role) and logout.
 */
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_MODES, ROUTES, type AccountMode } from '@okota/shared';
import type { userResponse } from '@okota/shared/contracts/auth.contract';
import type { WireOf } from '@okota/shared/contracts/wire';
import { ApiError } from './api';
import { queryClient } from './query-client';
import { STORAGE_KEYS, readLocal, writeLocal, writeSession } from './storage';
import * as sessionApi from '@okota/shared/contracts/session.api';
import { call } from './api-client';

/** The user as GET /api/auth/user answers it, inferred from its contract. */
export type SessionUser = WireOf<typeof userResponse>;

export const sessionKey = ['auth', 'user'] as const;

function readStoredUser(): SessionUser | null {
  const raw = readLocal(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    if (!user || typeof user.id !== 'string') throw new Error('corrupt');
    return user;
  } catch {
    clearSession();
    return null;
  }
}

export function hasToken(): boolean {
  return !!readLocal(STORAGE_KEYS.token);
}

/**
 * Whether this person has had a session on this device before: a first sign-in says "Welcome",
 * not "Welcome back" (issue 34; the dashboards' greeting works the same way, docs/decisions/0216).
 * Kept after sign-out, like the dashboards' mark.
 */
const signedInHereKey = (userId: string) => `okota_signed_in_${userId}`;
export function hasSignedInHere(userId: string): boolean {
  return readLocal(signedInHereKey(userId)) !== null;
}

export function storeSession(token: string, user: SessionUser): void {
  writeLocal(signedInHereKey(user.id), '1');
  writeLocal(STORAGE_KEYS.token, token);
  writeLocal(STORAGE_KEYS.user, JSON.stringify(user));
  if (user.role === 'finder' || user.role === 'claimer') writeLocal(STORAGE_KEYS.role, user.role);
  queryClient.setQueryData(sessionKey, user);
  notifyMode();
}

/** Replaces the stored user after the server answered with a fresher one. */
export function updateStoredUser(user: SessionUser): void {
  writeLocal(STORAGE_KEYS.user, JSON.stringify(user));
  queryClient.setQueryData(sessionKey, user);
}

/** Clears what logout clears: token, user data, guest items and guest session id. */
export function clearSession(): void {
  writeLocal(STORAGE_KEYS.token, null);
  writeLocal(STORAGE_KEYS.user, null);
  writeLocal(STORAGE_KEYS.guestItems, null);
  writeLocal(STORAGE_KEYS.guestSession, null);
  writeSession(STORAGE_KEYS.triggerPayment, null);
  writeSession(STORAGE_KEYS.guestItems, null);
  writeSession(STORAGE_KEYS.guestClaim, null);
  queryClient.setQueryData(sessionKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'public' });
}

export function useSession() {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: async () => {
      if (!hasToken()) return null;
      const user = await call(sessionApi.user).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return null;
        throw error;
      });
      if (user) writeLocal(STORAGE_KEYS.user, JSON.stringify(user));
      else if (hasToken()) clearSession();
      return user;
    },
    initialData: hasToken() ? (readStoredUser() ?? undefined) : null,
    // The stored copy shows at once but is asked about again on each page load: a role an admin
    // changed since (made admin, docs/decisions/0217) must not wait for the next sign-in.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
  const user = query.data ?? null;
  return { user, isSignedIn: !!user, isAdmin: user?.role === 'admin', isLoading: query.isLoading };
}

/**
 * Logout: tells the server to revoke the token (a failure is only logged), then clears the
 * session whatever happened. The caller goes to /.
 */
export async function logOut(): Promise<void> {
  if (hasToken()) {
    await call(sessionApi.logOut).catch((error: unknown) => console.warn('logout failed', error));
  }
  clearSession();
}

/** A refusal because the account is suspended (docs/product/user-flows.md section 8), told by its code. */
export function isSuspensionError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED';
}

/** Only a path of this site is followed after sign-in, never another site's address. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function dashboardFor(mode: AccountMode): string {
  return mode === 'finder' ? ROUTES.finderDashboard : ROUTES.claimerDashboard;
}

const modeListeners = new Set<() => void>();
function notifyMode(): void {
  modeListeners.forEach((listener) => listener());
}
function subscribeMode(listener: () => void) {
  modeListeners.add(listener);
  return () => modeListeners.delete(listener);
}

/** Stores the mode on this device and re-renders whoever shows it. */
export function setAccountMode(mode: AccountMode): void {
  writeLocal(STORAGE_KEYS.role, mode);
  notifyMode();
}

/** The current account mode, re-rendering when it changes. */
export function useAccountMode(user: SessionUser | null): AccountMode {
  return useSyncExternalStore(
    subscribeMode,
    () => readAccountMode(user),
    () => 'claimer',
  );
}

/** The account mode: stored mode if valid, else the user's role if a mode, else claimer. */
export function readAccountMode(user: Pick<SessionUser, 'role'> | null): AccountMode {
  const stored = readLocal(STORAGE_KEYS.role);
  if (stored && (ACCOUNT_MODES as readonly string[]).includes(stored)) return stored as AccountMode;
  const mode: AccountMode = user?.role === 'finder' ? 'finder' : 'claimer';
  writeLocal(STORAGE_KEYS.role, mode);
  return mode;
}
