import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@okota/shared/schemas/social.schema';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { contactSentResponse } from '@okota/shared/contracts/contact.contract';
import { apiPost } from '../../../lib/api';

export const sendContactMessage = (message: ContactMessage) => apiPost<WireOf<typeof contactSentResponse>>('/api/contact', message);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
