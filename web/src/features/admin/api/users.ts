import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut, toQuery } from '../../../lib/api';
import { adminKeys } from './keys';
import type { z } from 'zod';
import type { editUserSchema, suspendUserSchema } from '@okota/shared/schemas/admin.schema';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { suspendUserAnswer } from '@okota/shared/contracts/admin.contract';
import type { UsersPage } from './types';

export interface UserFilters {
  search: string;
  status: string;
  role: string;
  page: number;
}

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
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }), queryClient.invalidateQueries({ queryKey: adminKeys.dashboard })]),
  });
}

export const useUserAction = () => useUserMutation(({ id, action }: { id: string; action: UserAction }) => apiPost(`/api/admin/users/${id}/${action}`));

export const useSuspendUser = () =>
  useUserMutation(({ id, ...body }: z.input<typeof suspendUserSchema> & { id: string }) =>
    apiPost<WireOf<typeof suspendUserAnswer>>(`/api/admin/users/${id}/suspend`, body),
  );

export const useEditUser = () => useUserMutation(({ id, ...body }: z.input<typeof editUserSchema> & { id: string }) => apiPut(`/api/admin/users/${id}`, body));

/** Gives another user the admin right, or takes it back. */
export const useSetAdminRight = () =>
  useUserMutation(({ id, isAdmin }: { id: string; isAdmin: boolean }) => apiPost(`/api/admin/users/${id}/${isAdmin ? 'make-admin' : 'remove-admin'}`));
