/** The read-mostly admin lists: all claims, reports, the audit trail and the contact inbox. */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, toQuery } from '../../../lib/api';
import { adminKeys } from './keys';
import type { AuditPage, ContactMessagesPage, ReportsPage, VerificationsPage } from './types';

interface Paged {
  hasMore: boolean;
  total: number;
}
const nextPage = (last: Paged, pages: unknown[]) => (last.hasMore ? pages.length + 1 : undefined);

export function useVerifications(filters: { status: string; search: string }) {
  return useInfiniteQuery({
    queryKey: adminKeys.verifications(filters),
    queryFn: ({ pageParam }) =>
      apiGet<VerificationsPage>(`/api/admin/verifications${toQuery({ status: filters.status, search: filters.search.trim(), page: pageParam })}`),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useReports(status: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam }) => apiGet<ReportsPage>(`/api/admin/reports${toQuery({ status, page: pageParam })}`),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, resolution }: { id: number; outcome: 'resolve' | 'dismiss'; resolution: string }) =>
      apiPost(`/api/admin/reports/${id}/${outcome}`, resolution.trim() ? { resolution: resolution.trim() } : {}),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.reportsAll }), queryClient.invalidateQueries({ queryKey: adminKeys.dashboard })]),
  });
}

export function useAuditLog(filters: { action: string }) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam }) => apiGet<AuditPage>(`/api/admin/audit${toQuery({ action: filters.action, page: pageParam })}`),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useContactMessages(filters: { unreadOnly: boolean }) {
  return useInfiniteQuery({
    queryKey: adminKeys.messages(filters),
    queryFn: ({ pageParam }) =>
      apiGet<ContactMessagesPage>(`/api/admin/contact-messages${toQuery({ unread: filters.unreadOnly ? 'true' : undefined, page: pageParam })}`),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`/api/admin/contact-messages/${id}/read`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.messagesAll }), queryClient.invalidateQueries({ queryKey: adminKeys.dashboard })]),
  });
}
