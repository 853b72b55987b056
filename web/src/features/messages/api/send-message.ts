import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { messagesKey, type Conversation } from './get-messages';
import * as messagesApi from '@okota/shared/contracts/messages.api';
import { call } from '../../../lib/api-client';

/** The sender is whoever the token belongs to; the server picks the receiver. */
export const sendMessage = (itemId: number, content: string) => call(messagesApi.send, { body: { itemId, content, messageType: 'text' } });

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
