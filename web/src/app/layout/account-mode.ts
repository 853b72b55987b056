/**
 * Account mode helpers for the navigation: the suggested mode (1-user-flows.md section 4) and
 * switching, which is instant on this device and remembered on the server when it can be.
 */
import { useQuery } from '@tanstack/react-query';
import { ROUTES, type AccountMode } from '@okota/shared';
import { apiGet, apiPost } from '../../lib/api';
import { setAccountMode, updateStoredUser, type SessionUser } from '../../lib/session';

/** Finder if items were posted and no claims submitted; claimer the other way round; else the role. */
export function suggestMode(role: SessionUser['role'], itemCount?: number, claimCount?: number): AccountMode {
  if (itemCount !== undefined && claimCount !== undefined) {
    if (itemCount > 0 && claimCount === 0) return 'finder';
    if (claimCount > 0 && itemCount === 0) return 'claimer';
  }
  return role === 'finder' ? 'finder' : 'claimer';
}

/** How many entries a list answer holds, whatever its envelope; undefined when unknown. */
function countOf(answer: unknown): number | undefined {
  if (Array.isArray(answer)) return answer.length;
  if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    if (typeof record.total === 'number') return record.total;
    for (const key of ['items', 'verifications', 'claims']) if (Array.isArray(record[key])) return (record[key] as unknown[]).length;
  }
  return undefined;
}

/** null when the list is unknown or the call failed: the suggestion then falls back to the role. */
const countFrom = (path: string) => () => apiGet<unknown>(path).then((answer) => countOf(answer) ?? null, () => null);

/** Asks the server only once a menu showing it has been opened: no extra data on every page. */
export function useSuggestedMode(user: SessionUser, enabled: boolean): AccountMode {
  const items = useQuery({ queryKey: ['nav', 'my-items-count', user.id], queryFn: countFrom('/api/my-items'), enabled });
  const claims = useQuery({ queryKey: ['nav', 'my-claims-count', user.id], queryFn: countFrom('/api/my-verifications?role=claimer'), enabled });
  return suggestMode(user.role, items.data ?? undefined, claims.data ?? undefined);
}

export function switchAccountMode(mode: AccountMode): void {
  setAccountMode(mode);
  apiPost<{ user: SessionUser }>('/api/auth/set-role', { role: mode })
    .then(({ user }) => updateStoredUser(user))
    .catch(() => {
      // The mode already works on this device; the server copy is a preference.
    });
}

export const MODE_LINKS: Record<AccountMode, Array<{ href: string; key: 'dashboard' | 'postItem' | 'searchItems' }>> = {
  finder: [{ href: ROUTES.finderDashboard, key: 'dashboard' }, { href: ROUTES.postItem, key: 'postItem' }],
  claimer: [{ href: ROUTES.claimerDashboard, key: 'dashboard' }, { href: ROUTES.search, key: 'searchItems' }],
};
