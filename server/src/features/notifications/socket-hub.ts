/**
 * The signed-in WebSockets of this process, by user. Notifications for a user reach every tab
 * they have open here; other processes hold their own sockets and hear the same NOTIFY.
 */
import type { WebSocket } from 'ws';

export interface SocketEntry {
  socket: WebSocket;
  userId: string;
  token: string;
  isAlive: boolean;
  /** The language this tab shows, which notifications are worded in (else the account's). */
  language?: 'en' | 'sw';
}

export interface SocketHub {
  add(entry: SocketEntry): void;
  remove(entry: SocketEntry): void;
  /** A function words the message for each socket (its language). */
  sendTo(userId: string, message: unknown): number;
  entries(): SocketEntry[];
  countFor(userId: string): number;
}

/**
 * A server restarting (deploy, scale-in): the standard code for "come back in a moment". The web
 * client reconnects after any close but 4401/4403, with a short jittered delay, to whichever
 * process the proxy picks (web/src/features/notifications/realtime-client.ts).
 */
export const RESTART_CLOSE = { code: 1012, reason: 'Server restarting; reconnect' } as const;

/**
 * Every signed-in socket of this process, across hubs: main.ts closes them at shutdown and the
 * metrics count them. One app runs per process; tests that start several count them all.
 */
const socketsOfProcess = new Set<SocketEntry>();

export const countOpenSockets = (): number => socketsOfProcess.size;

/** Tells every signed-in client of this process to reconnect elsewhere (graceful shutdown). */
export function closeEverySocket({ code, reason } = RESTART_CLOSE): number {
  const entries = [...socketsOfProcess];
  for (const entry of entries) entry.socket.close(code, reason);
  return entries.length;
}

export function createSocketHub(): SocketHub {
  const byUser = new Map<string, Set<SocketEntry>>();
  return {
    add(entry) {
      const set = byUser.get(entry.userId) ?? new Set();
      set.add(entry);
      byUser.set(entry.userId, set);
      socketsOfProcess.add(entry);
    },
    remove(entry) {
      socketsOfProcess.delete(entry);
      const set = byUser.get(entry.userId);
      if (!set) return;
      set.delete(entry);
      if (set.size === 0) byUser.delete(entry.userId);
    },
    sendTo(userId, message) {
      const set = byUser.get(userId);
      if (!set) return 0;
      const text = typeof message === 'function' ? null : JSON.stringify(message);
      let sent = 0;
      for (const entry of set) {
        if (entry.socket.readyState !== entry.socket.OPEN) continue;
        entry.socket.send(text ?? JSON.stringify((message as (entry: SocketEntry) => unknown)(entry)));
        sent++;
      }
      return sent;
    },
    entries: () => [...byUser.values()].flatMap((set) => [...set]),
    countFor: (userId) => byUser.get(userId)?.size ?? 0,
  };
}
