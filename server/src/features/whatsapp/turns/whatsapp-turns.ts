/**
 * Turn messages by WhatsApp for people who chose it in the chat (docs/decisions/0267): the same
 * turns as SMS, in the reader's language and our words only (the turn's SMS text, which never
 * quotes what another person typed). Inside the person's 24-hour window the text goes free-form;
 * outside it the approved utility template with the link. A send Meta refuses goes by SMS at
 * once; one Meta later reports `failed` goes by SMS once (takeFallbackSms). So every turn reaches
 * the person once, by one channel.
 */
import type { AppContext } from '../../../context';
import type { WaClient, WaOutgoing } from '../../../integrations/whatsapp/wa-client';
import type { Executor } from '../../../db/client';
import { z } from 'zod';
import { enqueueJob } from '../../../lib/enqueue-job';
import { defineJob } from '../../../lib/job-definition';
import { registerTurnChannel, type TurnForChannel } from '../../notifications';
import { queueSms, type SmsKind } from '../../sms';
import { onWhatsappFailed } from '../apply-status';
import { sendWhatsapp } from '../conversation/wa-reply';
import { findConversation, takeFallbackSms } from '../whatsapp.repository';

export const WINDOW_MS = 24 * 60 * 60 * 1000;
const turnPayload = z.object({
  waId: z.string(),
  userId: z.string(),
  phone: z.string(),
  language: z.string(),
  turn: z.string(),
  itemId: z.number().int(),
  smsText: z.string(),
  link: z.string(),
});
type TurnPayload = z.output<typeof turnPayload>;

/** One turn for one person by WhatsApp, sent after the commit; what Meta refuses goes by SMS. */
export const whatsappTurnJob = defineJob({
  id: 'whatsapp.send-turn',
  payload: turnPayload,
  handler: (payload, deps: { ctx: AppContext; client: WaClient }) => sendTurn(deps, payload),
});

/** Takes a turn for a person who chose WhatsApp: the send waits in a job until the commit. */
async function offerByWhatsapp(tx: Executor, message: TurnForChannel): Promise<boolean> {
  const waId = message.phone.replace(/^\+/, '');
  const conversation = await findConversation(tx, waId);
  if (!conversation?.turnsByWhatsapp) return false;
  await enqueueJob(tx, whatsappTurnJob, { ...message, waId });
  return true;
}

/** Meta reported a message failed: its SMS goes instead, once. */
async function fallBackToSms(ctx: AppContext, failed: { wamid: string }): Promise<void> {
  const fallback = await takeFallbackSms(ctx.db, failed.wamid);
  if (fallback) await sendFallbackSms(ctx, fallback);
}

export function registerWhatsappTurns(ctx: AppContext, client: WaClient): void {
  // Module-level functions: registering again (another app in the same process) adds nothing.
  registerTurnChannel(offerByWhatsapp);
  onWhatsappFailed(fallBackToSms);

  ctx.jobs.serve([whatsappTurnJob], { ctx, client });
}

async function sendTurn({ ctx, client }: { ctx: AppContext; client: WaClient }, payload: TurnPayload): Promise<void> {
  const conversation = await findConversation(ctx.db, payload.waId);
  const message = turnMessage(payload, conversation?.lastInboundAt ?? null);
  const fallback = { to: payload.phone, text: payload.smsText, kind: payload.turn, userId: payload.userId };
  let result = await sendWhatsapp({ ctx, client }, payload.waId, message, fallback);
  // Our clock and Meta's may disagree at the window's edge: Meta's 131047 says it closed.
  if (!result.ok && result.code === 131047 && message.type !== 'template') {
    result = await sendWhatsapp({ ctx, client }, payload.waId, turnMessage(payload, null), fallback);
  }
  if (!result.ok) await sendFallbackSms(ctx, fallback);
}

/** Free-form inside the window (free of charge), the utility template outside it. */
export function turnMessage(payload: Pick<TurnPayload, 'smsText' | 'link' | 'language'>, lastInboundAt: Date | null, now = Date.now()): WaOutgoing {
  const open = lastInboundAt !== null && now - lastInboundAt.getTime() < WINDOW_MS;
  if (open) return { type: 'text', body: payload.smsText };
  return { type: 'template', name: 'okota_turn_update', language: payload.language === 'sw' ? 'sw' : 'en', parameters: [payload.link] };
}

async function sendFallbackSms(ctx: AppContext, sms: { to: string; text: string; kind: string; userId: string }): Promise<void> {
  await queueSms(ctx.db, { to: sms.to, text: sms.text, kind: sms.kind as SmsKind, userId: sms.userId });
}
