/**
 * What each server process does when PostgreSQL announces a committed notification: push it to
 * the user's sockets held here, and, in the process that created it, send it by Web Push.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PushClient } from '../../integrations/push/push-client';
import { notificationSocketMessage } from './notification-json';
import { findNotification } from './notifications.repository';
import { PROCESS_ID, type NotificationSignal } from './notify';
import { sendWebPush } from './send-web-push';
import type { SocketEntry, SocketHub } from './socket-hub';

export interface DeliveryDeps {
  db: Database;
  hub: SocketHub;
  push: PushClient;
  log: FastifyBaseLogger;
}

/**
 * Every process hears every NOTIFY; the Web Push must leave once. The creating process sends it,
 * and this set stops a second app in the same process (tests run two) from sending it again.
 */
const pushedHere = new Set<string>();

export function parseSignal(payload: string): NotificationSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<NotificationSignal>;
    if (typeof value.id === 'number' && typeof value.userId === 'string' && typeof value.origin === 'string') {
      return value as NotificationSignal;
    }
  } catch {
    // not ours
  }
  return null;
}

export async function deliverNotification(deps: DeliveryDeps, signal: NotificationSignal): Promise<void> {
  const found = await findNotification(deps.db, signal.id);
  // Cleared before delivery, or a signal from another database on the same server.
  if (!found || found.notification.userId !== signal.userId) return;
  const { notification: row, language } = found;
  deps.hub.sendTo(row.userId, (entry: SocketEntry) => notificationSocketMessage(row, entry.language ?? language));
  if (signal.origin !== PROCESS_ID || signal.push === false) return;
  const key = `${row.userId}:${row.id}`;
  if (pushedHere.has(key)) return;
  pushedHere.add(key);
  setTimeout(() => pushedHere.delete(key), 60_000).unref();
  await sendWebPush({ db: deps.db, push: deps.push, log: deps.log }, row, language);
}
