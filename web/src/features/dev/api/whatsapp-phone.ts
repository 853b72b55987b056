import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '../../../lib/api';

/** Meta's body of a message the business sent, as far as the development phone reads it. */
export interface WaBotBody {
  type: string;
  text?: { body: string };
  /** By link, or by the id of an image the business uploaded first. */
  image?: { link?: string; id?: string; caption?: string };
  interactive?: {
    type: 'button' | 'list';
    header?: { type: string; image?: { id: string } };
    body: { text: string };
    action: {
      button?: string;
      buttons?: Array<{ reply: { id: string; title: string } }>;
      sections?: Array<{ rows: Array<{ id: string; title: string; description?: string }> }>;
    };
  };
  template?: { name: string; language: { code: string }; components?: Array<{ parameters: Array<{ text: string }> }> };
}

export interface WaPhoneLog {
  sent: Array<{ wamid: string; to: string; body: WaBotBody; receivedAt: string; statuses: Array<{ status: string }> }>;
  received: Array<{ wamid: string; from: string; type: string; summary: string; sentAt: string; httpStatus: number | null }>;
}

/** What a person does on the phone; the simulator delivers it to our webhook signed as Meta would. */
export type WaPersonAction = { from: string; name?: string } & (
  | { type: 'text'; text: string }
  | { type: 'image'; imageBase64: string; mimeType: string; caption?: string }
  | { type: 'location'; latitude: number; longitude: number }
  | { type: 'button' | 'list'; replyId: string; replyTitle: string }
);

const key = (number: string) => ['dev', 'whatsapp', number];

export const useWaPhoneLog = (number: string) =>
  useQuery({
    queryKey: key(number),
    queryFn: () => apiGet<WaPhoneLog>(`/api/dev/whatsapp?to=${encodeURIComponent(number)}`),
    enabled: /^\d{9,15}$/.test(number),
    staleTime: 0,
    refetchInterval: 1500,
    retry: false,
  });

export function useWaPersonAct(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: WaPersonAction) => api<{ wamid: string; httpStatus: number | null }>('/api/dev/whatsapp', { method: 'POST', body: action }),
    // The bot answers in a job a moment later; the log polls, this only shows the person's own message at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(number) }),
  });
}

/** Where the page shows a message's photo: its link, or the uploaded image the simulator keeps. */
export function botImageSrc(body: WaBotBody): string | undefined {
  const id = body.image?.id ?? body.interactive?.header?.image?.id;
  return body.image?.link ?? (id ? `/api/dev/whatsapp/media/${encodeURIComponent(id)}` : undefined);
}
