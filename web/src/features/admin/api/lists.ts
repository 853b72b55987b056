/** The read-mostly admin lists: all claims, reports, the audit trail and the contact inbox. */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminListsApi from '@okota/shared/contracts/admin-lists.api';
import type { RouteInput } from '@okota/shared/contracts/route';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The screens' selects offer only the values the query schemas take. */
type QueryOf<R extends Parameters<typeof call>[0]> = NonNullable<(RouteInput<R> & { query?: unknown })['query']>;

interface Paged {
  hasMore: boolean;
  total: number;
}
const nextPage = (last: Paged, pages: unknown[]) => (last.hasMore ? pages.length + 1 : undefined);

export function useVerifications(filters: { status: string; search: string }) {
  return useInfiniteQuery({
    queryKey: adminKeys.verifications(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        adminListsApi.verifications,
        { query: { status: filters.status as QueryOf<typeof adminListsApi.verifications>['status'], search: filters.search.trim(), page: pageParam } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useReports(status: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam, signal }) =>
      call(adminListsApi.reports, { query: { status: status as QueryOf<typeof adminListsApi.reports>['status'], page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, resolution }: { id: number; outcome: 'resolve' | 'dismiss'; resolution: string }) =>
      call(outcome === 'resolve' ? adminListsApi.resolveReport : adminListsApi.dismissReport, {
        params: { id },
        body: resolution.trim() ? { resolution: resolution.trim() } : {},
      }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.reportsAll }), queryClient.invalidateQueries({ queryKey: adminKeys.dashboard })]),
  });
}

export function useAuditLog(filters: { action: string }) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => call(adminListsApi.audit, { query: { action: filters.action, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useContactMessages(filters: { unreadOnly: boolean }) {
  return useInfiniteQuery({
    queryKey: adminKeys.messages(filters),
    queryFn: ({ pageParam, signal }) =>
      call(adminListsApi.contactMessages, { query: { unread: filters.unreadOnly ? 'true' : undefined, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminListsApi.markMessageRead, { params: { id } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.messagesAll }), queryClient.invalidateQueries({ queryKey: adminKeys.dashboard })]),
  });
}
