/** WhatsApp for admins: the week's counts (GET /api/admin/whatsapp) and the bot's texts (GET /api/admin/whatsapp/texts). */
import { useQuery } from '@tanstack/react-query';
import * as adminMessagingApi from '@okota/shared/contracts/admin-messaging.api';
import type { RouteAnswer } from '@okota/shared/contracts/route';
import { call } from '../../../lib/api-client';
import { ADMIN_REFRESH_MS } from './keys';

export type WhatsappStats = RouteAnswer<typeof adminMessagingApi.whatsappStats>;
export type WhatsappTexts = RouteAnswer<typeof adminMessagingApi.whatsappTexts>;
type Texts = WhatsappTexts['words']['en'];

export function useWhatsappStats() {
  return useQuery({
    queryKey: ['admin', 'whatsapp'],
    queryFn: ({ signal }) => call(adminMessagingApi.whatsappStats, {}, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
    // Without the channel (production with no WHATSAPP_* variables) the route is absent: no card.
    retry: false,
  });
}

export function useWhatsappTexts(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'whatsapp', 'texts'],
    queryFn: ({ signal }) => call(adminMessagingApi.whatsappTexts, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** The texts as rows: a dotted key with its English and Kiswahili words side by side. */
export function textRows(texts: WhatsappTexts): Array<{ key: string; en: string; sw: string }> {
  const rows: Array<{ key: string; en: string; sw: string }> = [];
  const walk = (en: Texts, sw: Texts | undefined, prefix: string) => {
    for (const [key, value] of Object.entries(en)) {
      const other = sw?.[key];
      if (typeof value === 'string') rows.push({ key: prefix + key, en: value, sw: typeof other === 'string' ? other : '' });
      else walk(value, typeof other === 'object' ? other : undefined, `${prefix}${key}.`);
    }
  };
  walk(texts.words.en, texts.words.sw, '');
  for (const [name, body] of Object.entries(texts.templates)) rows.push({ key: `template ${name}`, en: body.en, sw: body.sw });
  return rows;
}
