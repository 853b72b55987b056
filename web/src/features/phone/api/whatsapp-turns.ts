/** Turn messages by WhatsApp or by SMS (absent without the channel: the route answers 404). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@okota/shared/contracts/route';
import * as whatsappApi from '@okota/shared/contracts/whatsapp.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type WhatsappTurns = RouteAnswer<typeof whatsappApi.turns>;

const key = ['profile', 'whatsapp-turns'] as const;

export function useWhatsappTurns(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(whatsappApi.turns, {}, { signal }),
    enabled,
    // 404 where this server has no WhatsApp channel: the switch is simply not shown.
    retry: false,
  });
}

export function useSetWhatsappTurns() {
  return useMutation({
    mutationFn: (on: boolean) => call(whatsappApi.setTurns, { body: { on } }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
