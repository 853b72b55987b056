import { useQuery } from '@tanstack/react-query';
import * as messagesApi from '@okota/shared/contracts/messages.api';
import { call } from '../../../lib/api-client';

export const unreadMessagesKey = (itemId: number) => ['messages', itemId, 'unread'] as const;

/** Unread messages the caller received on this item (GET /api/messages/unread-count?itemId=). */
export const getUnreadMessageCount = (itemId: number, signal?: AbortSignal) => call(messagesApi.unreadCount, { query: { itemId } }, { signal });

export const useUnreadMessageCount = (itemId: number, enabled: boolean) =>
  useQuery({
    queryKey: unreadMessagesKey(itemId),
    queryFn: ({ signal }) => getUnreadMessageCount(itemId, signal),
    enabled,
    staleTime: 0,
  });
