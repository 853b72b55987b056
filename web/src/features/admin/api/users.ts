import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut, toQuery } from '../../../lib/api';
import { adminKeys } from './keys';
import type { AdminUser } from './types';

export interface UserFilters { search: string; status: string; role: string; page: number }
export interface UsersPage { users: AdminUser[]; total: number; page: number; totalPages: number }

export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: () => apiGet<UsersPage>(`/api/admin/users${toQuery({ ...filters, search: filters.search.trim() })}`),
    placeholderData: keepPreviousData,
  });
}

export type UserAction = 'unsuspend' | 'activate' | 'verify';

function useUserMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
    ]),
  });
}

export const useUserAction = () =>
  useUserMutation(({ id, action }: { id: string; action: UserAction }) => apiPost(`/api/admin/users/${id}/${action}`));

export const useSuspendUser = () =>
  useUserMutation(({ id, ...body }: { id: string; reason: string; customMessage?: string; sendEmail: boolean }) =>
    apiPost<{ emailSent: boolean }>(`/api/admin/users/${id}/suspend`, body));

export const useEditUser = () =>
  useUserMutation(({ id, ...body }: { id: string; email: string; phone: string }) => apiPut(`/api/admin/users/${id}`, body));

/** Gives another user the admin right, or takes it back. */
export const useSetAdminRight = () =>
  useUserMutation(({ id, isAdmin }: { id: string; isAdmin: boolean }) => apiPost(`/api/admin/users/${id}/${isAdmin ? 'make-admin' : 'remove-admin'}`));
