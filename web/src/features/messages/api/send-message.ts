import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKey, type Conversation } from './get-messages';
import * as messagesApi from '@okota/shared/contracts/messages.api';
import { call } from '../../../lib/api-client';
import { withRetries } from './send-retry';

/** The sender is whoever the token belongs to; the server picks the receiver. */
export const sendMessage = (itemId: number, content: string, sendKey?: string) =>
  call(messagesApi.send, { body: { itemId, content, messageType: 'text', sendKey } });

export interface MessageToSend {
  content: string;
  /** The same for every try of one message (send-retry.ts). */
  sendKey: string;
}

export function useSendMessage(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, sendKey }: MessageToSend) => withRetries(() => sendMessage(itemId, content, sendKey)),
    onSuccess: (message) => {
      queryClient.setQueryData<Conversation>(messagesKey(itemId), (data) =>
        data && !data.messages.some((m) => m.id === message.id) ? { ...data, messages: [...data.messages, message] } : data,
      );
      void queryClient.invalidateQueries({ queryKey: messagesKey(itemId), exact: true });
    },
  });
}
