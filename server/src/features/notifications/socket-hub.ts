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
}

export interface SocketHub {
  add(entry: SocketEntry): void;
  remove(entry: SocketEntry): void;
  sendTo(userId: string, message: unknown): number;
  entries(): SocketEntry[];
  countFor(userId: string): number;
}

export function createSocketHub(): SocketHub {
  const byUser = new Map<string, Set<SocketEntry>>();
  return {
    add(entry) {
      const set = byUser.get(entry.userId) ?? new Set();
      set.add(entry);
      byUser.set(entry.userId, set);
    },
    remove(entry) {
      const set = byUser.get(entry.userId);
      if (!set) return;
      set.delete(entry);
      if (set.size === 0) byUser.delete(entry.userId);
    },
    sendTo(userId, message) {
      const set = byUser.get(userId);
      if (!set) return 0;
      const text = JSON.stringify(message);
      let sent = 0;
      for (const entry of set) {
        if (entry.socket.readyState !== entry.socket.OPEN) continue;
        entry.socket.send(text);
        sent++;
      }
      return sent;
    },
    entries: () => [...byUser.values()].flatMap((set) => [...set]),
    countFor: (userId) => byUser.get(userId)?.size ?? 0,
  };
}
