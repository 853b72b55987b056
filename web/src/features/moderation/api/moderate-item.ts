/** The admin's item moderation calls, as used outside the admin area (the compact search list). */
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api';

export const useHideItem = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => apiPost(`/api/admin/items/${id}/hide`, { reason }) });

export const useUnhideItem = () => useMutation({ mutationFn: ({ id }: { id: number }) => apiPost(`/api/admin/items/${id}/unhide`) });

export const useRemoveItem = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => apiDelete(`/api/admin/items/${id}`, { reason }) });
