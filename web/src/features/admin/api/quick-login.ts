import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { sessionResponse } from '@okota/shared/contracts/auth.contract';

export function useQuickLogin() {
  return useMutation({
    mutationFn: (adminKey: string) => apiPost<WireOf<typeof sessionResponse>>('/api/admin/quick-login', { adminKey }),
  });
}
