import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@okota/shared/schemas/social.schema';
import * as accountApi from '@okota/shared/contracts/account.api';
import { call } from '../../../lib/api-client';

export const sendContactMessage = (message: ContactMessage) => call(accountApi.contactSupport, { body: message });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
