import type { FastifyBaseLogger } from 'fastify';
import { ROUTES } from '@okota/shared';
import type { Database } from '../../db/client';
import type { BrowserPushSubscription, PushClient } from '../../integrations/push/push-client';
import type { NotificationRow } from './notify';
import { renderPushText } from './texts/render-push-text';
import { deleteSubscriptionsById, listActiveSubscriptions } from './push-subscriptions.repository';

/** The page a push opens: the item, with the conversation open for messages; the profile to verify the phone. */
export function notificationUrl(row: Pick<NotificationRow, 'itemId' | 'type'>): string {
  if (row.type === 'verify_phone') return ROUTES.verifyPhone;
  if (!row.itemId) return '/';
  return `/items/${row.itemId}${row.type === 'message' ? '?expand=messages' : ''}`;
}

/** Sends the notification to each of the user's browsers; subscriptions the service calls gone are removed. */
export async function sendWebPush(deps: { db: Database; push: PushClient; log: FastifyBaseLogger }, row: NotificationRow, language: string): Promise<void> {
  const subscriptions = await listActiveSubscriptions(deps.db, row.userId);
  if (!subscriptions.length) return;
  // Our words only: a lock screen shows them under our name (texts/render-push-text.ts).
  const { title, body } = renderPushText(row, language);
  const payload = JSON.stringify({
    id: row.id,
    type: row.type,
    title,
    body,
    itemId: row.itemId,
    url: notificationUrl(row),
    timestamp: row.createdAt.toISOString(),
  });
  const outcomes = await Promise.all(
    subscriptions.map(async ({ id, subscription }) => ({ id, outcome: await deps.push.send(subscription as BrowserPushSubscription, payload) })),
  );
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.id);
  await deleteSubscriptionsById(deps.db, gone);
  const failed = outcomes.filter((o) => o.outcome === 'failed').length;
  if (failed) deps.log.warn({ notificationId: row.id, failed }, 'web push not delivered to some subscriptions');
}
