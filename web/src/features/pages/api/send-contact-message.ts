import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@okota/shared/schemas/social.schema';
import { apiPost } from '../../../lib/api';

export const sendContactMessage = (message: ContactMessage) =>
  apiPost<{ success: true; message: string }>('/api/contact', message);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
