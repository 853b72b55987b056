import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { messagesKey, type ChatMessage, type Conversation } from './get-messages';

/** The sender is whoever the token belongs to; the server picks the receiver. */
export const sendMessage = (itemId: number, content: string) => apiPost<ChatMessage>('/api/messages', { itemId, content, messageType: 'text' });

export const useSendMessage = (itemId: number) =>
  useMutation({
    mutationFn: (content: string) => sendMessage(itemId, content),
    onSuccess: (message) => {
      queryClient.setQueryData<Conversation>(messagesKey(itemId), (data) =>
        data && !data.messages.some((m) => m.id === message.id) ? { ...data, messages: [...data.messages, message] } : data,
      );
      void queryClient.invalidateQueries({ queryKey: messagesKey(itemId), exact: true });
    },
  });
