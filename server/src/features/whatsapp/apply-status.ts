/**
 * A delivery status from Meta (sent, delivered, read, failed) applied to the message we sent.
 * A `failed` one is announced to whoever sent that message through another channel (turn
 * messages fall back to SMS): they register here, so this feature names none of them.
 */
import type { AppContext } from '../../context';
import { applyOutboundStatus } from './whatsapp.repository';

type FailedHandler = (ctx: AppContext, failed: { wamid: string; waId: string }) => Promise<void>;
const failedHandlers: FailedHandler[] = [];

export function onWhatsappFailed(handler: FailedHandler): void {
  if (!failedHandlers.includes(handler)) failedHandlers.push(handler);
}

export async function applyStatus(ctx: AppContext, update: { id: string; status: string; errors?: Array<{ code?: number; title?: string }> }): Promise<void> {
  const [error] = update.errors ?? [];
  const row = await applyOutboundStatus(ctx.db, {
    wamid: update.id,
    status: update.status,
    errorCode: error?.code ?? null,
    errorTitle: error?.title?.slice(0, 200) ?? null,
  });
  if (row?.status === 'failed') {
    ctx.log.warn({ wamid: update.id, code: error?.code }, 'WhatsApp message failed');
    for (const handler of failedHandlers) await handler(ctx, { wamid: update.id, waId: row.waId });
  }
}
