/**
 * The real-time link (docs/product/user-flows.md section 4): one WebSocket per signed-in tab to /ws (wss on
 * https), signed in with the token, reconnecting with backoff, closed at sign-out. A refused
 * token is not retried.
 */
import { getLanguage } from '../../i18n';
import type { RealtimeNotification } from '../../lib/realtime-events';

export interface RealtimeHandlers {
  onNotification(notification: RealtimeNotification): void;
  /** Signed in (again): anything missed while disconnected should be fetched. */
  onConnected?(): void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
const REFUSED = new Set([4401, 4403]);

let active: { token: string; stop(): void; send(message: unknown): void } | null = null;

/** The server words notifications in the language this tab shows (docs/decisions/0211). */
export function tellRealtimeLanguage(language: string): void {
  active?.send({ type: 'language', language });
}

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** The delay before reconnect attempt n (0-based): doubling from 1 s to 30 s, with jitter. */
export function retryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}

export function connectRealtime(options: { token: string; userId: string } & RealtimeHandlers): () => void {
  active?.stop();
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      open();
    }, retryDelay(attempt++));
  };

  const open = () => {
    if (stopped) return;
    const ws = new WebSocket(realtimeUrl(window.location));
    socket = ws;
    let refused = false;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: options.token, userId: options.userId, language: getLanguage() }));
    ws.onmessage = (event) => {
      let data: { type?: string } & Partial<RealtimeNotification>;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        console.warn('real-time: unreadable message');
        return;
      }
      if (data.type === 'auth_ok') {
        attempt = 0;
        options.onConnected?.();
      } else if (data.type === 'auth_error') {
        refused = true;
      } else if (data.type === 'notification') {
        options.onNotification(data as RealtimeNotification);
      }
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      if (refused || REFUSED.has(event.code)) return;
      scheduleReconnect();
    };
    ws.onerror = () => console.warn('real-time: connection failed');
  };

  // A phone that comes back online should not wait out the backoff.
  const onOnline = () => {
    if (socket || stopped) return;
    clearTimeout(timer);
    timer = undefined;
    attempt = 0;
    open();
  };
  window.addEventListener('online', onOnline);
  open();

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    socket?.close(1000, 'signed out');
    socket = null;
    if (active?.stop === stop) active = null;
  };
  const send = (message: unknown) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  active = { token: options.token, stop, send };
  return stop;
}
