/** Turn messages by WhatsApp or by SMS (GET and PUT /api/profile/whatsapp-turns; absent without the channel). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

export interface WhatsappTurns {
  phoneVerified: boolean;
  on: boolean;
}

const key = ['profile', 'whatsapp-turns'] as const;

export function useWhatsappTurns(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<WhatsappTurns>('/api/profile/whatsapp-turns', signal),
    enabled,
    // 404 where this server has no WhatsApp channel: the switch is simply not shown.
    retry: false,
  });
}

export function useSetWhatsappTurns() {
  return useMutation({
    mutationFn: (on: boolean) => apiPut<WhatsappTurns>('/api/profile/whatsapp-turns', { on }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
