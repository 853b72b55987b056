import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { SessionUser } from '../../../lib/session';

export function useQuickLogin() {
  return useMutation({
    mutationFn: (adminKey: string) => apiPost<{ token: string; user: SessionUser }>('/api/admin/quick-login', { adminKey }),
  });
}
