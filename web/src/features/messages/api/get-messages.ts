import { useQuery } from '@tanstack/react-query';
import { MESSAGE_POLL_MS } from '@okota/shared/constants';
import { apiGet } from '../../../lib/api';

export interface ChatMessage {
  id: number;
  itemId: number;
  senderId: string;
  receiverId: string;
  content: string;
  messageType: string;
  isRead: boolean;
  createdAt: string;
}

export const messagesKey = (itemId: number) => ['messages', itemId] as const;

export const getMessages = (itemId: number, signal?: AbortSignal) =>
  apiGet<{ messages: ChatMessage[] }>(`/api/messages/${itemId}`, signal);

/** The conversation, polled every 3 s while the panel is open (1-user-flows.md section 9). */
export const useMessages = (itemId: number, isOpen: boolean) =>
  useQuery({
    queryKey: messagesKey(itemId),
    queryFn: ({ signal }) => getMessages(itemId, signal),
    enabled: isOpen,
    staleTime: 0,
    refetchInterval: isOpen ? MESSAGE_POLL_MS : false,
  });
