/** The admin's item moderation calls, as used outside the admin area (the compact search list). */
import { useMutation } from '@tanstack/react-query';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { call } from '../../../lib/api-client';

export const useHideItem = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => call(adminItemsApi.hideItem, { params: { id }, body: { reason } }) });

export const useUnhideItem = () => useMutation({ mutationFn: ({ id }: { id: number }) => call(adminItemsApi.unhideItem, { params: { id } }) });

export const useRemoveItem = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => call(adminItemsApi.removeItem, { params: { id }, body: { reason } }) });
