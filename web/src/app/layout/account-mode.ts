/**
 * Where / leads a signed-in person: the dashboard they opened last, remembered on this device at
 * once and on the server when it can be. Nobody is asked to choose (docs/decisions/0216).
 */
import type { AccountMode } from '@okota/shared';
import type { setRoleResponse } from '@okota/shared/contracts/auth.contract';
import type { WireOf } from '@okota/shared/contracts/wire';
import { apiPost } from '../../lib/api';
import { setAccountMode, updateStoredUser } from '../../lib/session';

export function switchAccountMode(mode: AccountMode): void {
  setAccountMode(mode);
  apiPost<WireOf<typeof setRoleResponse>>('/api/auth/set-role', { role: mode })
    .then(({ user }) => updateStoredUser(user))
    .catch(() => {
      // The choice already works on this device; the server copy is a preference.
    });
}
