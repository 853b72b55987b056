/**
 * Where / leads a signed-in person: the dashboard they opened last, remembered on this device at
 * once and on the server when it can be. Nobody is asked to choose (docs/decisions/0216).
 */
import type { AccountMode } from '@okota/shared';
import { setAccountMode, updateStoredUser } from '../../lib/session';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../lib/api-client';

export function switchAccountMode(mode: AccountMode): void {
  setAccountMode(mode);
  call(authApi.setRole, { body: { role: mode } })
    .then(({ user }) => updateStoredUser(user))
    .catch(() => {
      // The choice already works on this device; the server copy is a preference.
    });
}
