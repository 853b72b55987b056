import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminUsersApi from '@okota/shared/contracts/admin-users.api';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { z } from 'zod';
import type { editUserSchema, suspendUserSchema } from '@okota/shared/schemas/admin.schema';
import type { RouteInput } from '@okota/shared/contracts/route';

export interface UserFilters {
  search: string;
  status: string;
  role: string;
  page: number;
}

type UsersQuery = NonNullable<RouteInput<typeof adminUsersApi.users>['query']>;

/** The screen's selects offer only the values the query schema takes. */
const usersQuery = (filters: UserFilters): UsersQuery => ({
  ...filters,
  search: filters.search.trim(),
  status: filters.status as UsersQuery['status'],
  role: filters.role as UsersQuery['role'],
});

export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => call(adminUsersApi.users, { query: usersQuery(filters) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const USER_ACTIONS = { unsuspend: adminUsersApi.unsuspend, activate: adminUsersApi.activate, verify: adminUsersApi.verify };
export type UserAction = keyof typeof USER_ACTIONS;

function useUserMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }), queryClient.invalidateQueries({ queryKey: adminKeys.dashboard })]),
  });
}

export const useUserAction = () => useUserMutation(({ id, action }: { id: string; action: UserAction }) => call(USER_ACTIONS[action], { params: { id } }));

export const useSuspendUser = () =>
  useUserMutation(({ id, ...body }: z.input<typeof suspendUserSchema> & { id: string }) => call(adminUsersApi.suspend, { params: { id }, body }));

export const useEditUser = () =>
  useUserMutation(({ id, ...body }: z.input<typeof editUserSchema> & { id: string }) => call(adminUsersApi.edit, { params: { id }, body }));

/** Gives another user the admin right, or takes it back. */
export const useSetAdminRight = () =>
  useUserMutation(({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
    call(isAdmin ? adminUsersApi.makeAdmin : adminUsersApi.removeAdmin, { params: { id } }),
  );
