import { useMutation } from '@tanstack/react-query';
import type { AccountMode } from '@okota/shared';
import { apiPost } from '../../../lib/api';
import type { RoleAnswer } from './types';

export const chooseRole = (role: AccountMode) => apiPost<RoleAnswer>('/api/auth/set-role', { role });

export const useChooseRole = () => useMutation({ mutationFn: chooseRole });
