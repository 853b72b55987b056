/**
 * Where a person lands after signing in or up (docs/decisions/0216): the page that sent them
 * here, else an admin's dashboard for an admin. Someone sent here by a page is never asked what
 * they came for: posting a found item means they found something, anything else that they lost.
 */
import { ROUTES, type AccountMode } from '@okota/shared';
import type { SessionUser } from '../../lib/session';

export function pathAfterSignIn(role: SessionUser['role'], redirect: string | null): string {
  return redirect ?? (role === 'admin' ? ROUTES.admin : ROUTES.home);
}

export function startModeFor(redirect: string): AccountMode {
  return /^\/(post-item|edit-item)(\/|\?|$)/.test(redirect) ? 'finder' : 'claimer';
}
