/**
 * Sending one message to a person and recording it (wamid, type) so Meta's statuses find it.
 * The conversation replies inside the person's open window, so free-form messages are allowed.
 */
import type { AppContext } from '../../../context';
import type { WaClient, WaOutgoing, WaSendResult } from '../../../integrations/whatsapp/wa-client';
import { recordOutbound } from '../whatsapp.repository';

/** What the public search answers, as far as the bot may repeat it (never the finder's title). */
export interface SearchHit {
  id: number;
  categoryName: string | null;
  location: string;
  dateFound: string;
}

export interface WaDeps {
  ctx: AppContext;
  client: WaClient;
  /** The web's public search (GET /api/items), five best for these words in this county. */
  searchPublic: (words: string, county: string) => Promise<SearchHit[]>;
  /** The first photo of an item as the public sees it (GET /api/items/{id}), if any. */
  publicPhotoOf: (itemId: number) => Promise<string | undefined>;
}

export async function sendWhatsapp(
  deps: Pick<WaDeps, 'ctx' | 'client'>,
  waId: string,
  message: WaOutgoing,
  /** A turn message's SMS, sent instead if Meta reports the message failed. */
  fallbackSms?: { to: string; text: string; kind: string; userId: string },
): Promise<WaSendResult> {
  const result = await deps.client.send(waId, message);
  const type = message.type === 'buttons' || message.type === 'list' ? 'interactive' : message.type;
  const templateName = message.type === 'template' ? message.name : null;
  if (result.ok) await recordOutbound(deps.ctx.db, { wamid: result.wamid, waId, type, templateName, status: 'accepted', fallbackSms: fallbackSms ?? null });
  else {
    await recordOutbound(deps.ctx.db, {
      wamid: null,
      waId,
      type,
      templateName,
      status: 'refused',
      errorCode: result.code,
      errorTitle: result.message.slice(0, 200),
    });
    deps.ctx.log.warn({ code: result.code, type }, 'WhatsApp send refused');
  }
  return result;
}
