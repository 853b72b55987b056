import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@okota/shared/contracts/route';
import * as devApi from '@okota/shared/contracts/dev.api';
import { call, urlOf } from '../../../lib/api-client';

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

type WireLog = RouteAnswer<typeof devApi.whatsappLog>;

/** The log, each sent body read as the page knows Meta's bodies (the route carries them whole). */
export type WaPhoneLog = Omit<WireLog, 'sent'> & { sent: Array<Omit<WireLog['sent'][number], 'body'> & { body: WaBotBody }> };

const readLog = (log: WireLog): WaPhoneLog => ({ ...log, sent: log.sent.map((m) => ({ ...m, body: m.body as unknown as WaBotBody })) });

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
    queryFn: async () => readLog(await call(devApi.whatsappLog, { query: { to: number } })),
    enabled: /^\d{9,15}$/.test(number),
    staleTime: 0,
    refetchInterval: 1500,
    retry: false,
  });

export function useWaPersonAct(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: WaPersonAction) => call(devApi.whatsappAct, { body: action }),
    // The bot answers in a job a moment later; the log polls, this only shows the person's own message at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(number) }),
  });
}

/** Where the page shows a message's photo: its link, or the uploaded image the simulator keeps. */
export function botImageSrc(body: WaBotBody): string | undefined {
  const id = body.image?.id ?? body.interactive?.header?.image?.id;
  return body.image?.link ?? (id ? urlOf(devApi.whatsappMedia, { params: { id } }) : undefined);
}
