import { useMutation } from '@tanstack/react-query';
import * as adminUsersApi from '@okota/shared/contracts/admin-users.api';
import { call } from '../../../lib/api-client';

export function useQuickLogin() {
  return useMutation({
    mutationFn: (adminKey: string) => call(adminUsersApi.quickLogin, { body: { adminKey } }),
  });
}
