import { useMutation } from '@tanstack/react-query';
import type { AccountMode } from '@okota/shared';
import { apiPost } from '../../../lib/api';
import type { SessionUser } from '../../../lib/session';

export const chooseRole = (role: AccountMode) => apiPost<{ role: AccountMode; user: SessionUser }>('/api/auth/set-role', { role });

export const useChooseRole = () => useMutation({ mutationFn: chooseRole });
