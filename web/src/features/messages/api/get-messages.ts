import { useQuery } from '@tanstack/react-query';
import { MESSAGE_POLL_MS } from '@okota/shared/constants';
import { queryClient } from '../../../lib/query-client';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { conversationResponse, messageResponse } from '@okota/shared/contracts/messages.contract';
import { notificationsQueryKey } from '../../../lib/realtime-events';
import * as messagesApi from '@okota/shared/contracts/messages.api';
import { call } from '../../../lib/api-client';

export type ChatMessage = WireOf<typeof messageResponse>;
export type Conversation = WireOf<typeof conversationResponse>;

export const messagesKey = (itemId: number) => ['messages', itemId] as const;

/** Reading marks what the caller received as read; newlyRead says how many that was. */
export const getMessages = async (itemId: number, signal?: AbortSignal) => {
  const answer = await call(messagesApi.conversation, { params: { itemId } }, { signal });
  // The server also marked this conversation's 'New Message' notifications read: the bell follows.
  if (answer.newlyRead > 0) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  return answer;
};

/** The conversation, polled every 3 s while the panel is open (docs/product/user-flows.md section 9). */
export const useMessages = (itemId: number, isOpen: boolean) =>
  useQuery({
    queryKey: messagesKey(itemId),
    queryFn: ({ signal }) => getMessages(itemId, signal),
    enabled: isOpen,
    staleTime: 0,
    refetchInterval: isOpen ? MESSAGE_POLL_MS : false,
  });
