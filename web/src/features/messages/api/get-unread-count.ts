import { useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { unreadCountResponse } from '@okota/shared/contracts/messages.contract';
import { apiGet } from '../../../lib/api';

export const unreadMessagesKey = (itemId: number) => ['messages', itemId, 'unread'] as const;

/** Unread messages the caller received on this item (GET /api/messages/unread-count?itemId=). */
export const getUnreadMessageCount = (itemId: number, signal?: AbortSignal) =>
  apiGet<WireOf<typeof unreadCountResponse>>(`/api/messages/unread-count?itemId=${itemId}`, signal);

export const useUnreadMessageCount = (itemId: number, enabled: boolean) =>
  useQuery({
    queryKey: unreadMessagesKey(itemId),
    queryFn: ({ signal }) => getUnreadMessageCount(itemId, signal),
    enabled,
    staleTime: 0,
  });
