import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, realtimeUrl, retryDelay, tellRealtimeLanguage } from './realtime-client';
import { badgeText, notificationHref } from './notification-link';

/** Stands in for the browser's WebSocket: records what was sent and lets the test close it. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  static OPEN = 1;
  readyState = FakeSocket.OPEN;
  sent: string[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: (event: { code: number }) => void;
  onerror?: () => void;
  closedWith?: number;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.onclose?.({ code });
  }
  serverSays(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

describe('real-time client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', { location: { protocol: 'https:', host: 'okota.co.ke' }, addEventListener: vi.fn(), removeEventListener: vi.fn() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses wss on https and ws on http', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'okota.co.ke' })).toBe('wss://okota.co.ke/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/ws');
  });

  it('backs off from about 1 s to at most 30 s', () => {
    expect(retryDelay(0, () => 1)).toBe(1000);
    expect(retryDelay(3, () => 1)).toBe(8000);
    expect(retryDelay(10, () => 1)).toBe(30_000);
    expect(retryDelay(10, () => 0)).toBe(15_000);
  });

  it('signs in with the token, hands over notifications, reconnects after a drop and stops at sign-out', () => {
    const received: unknown[] = [];
    const connected = vi.fn();
    const stop = connectRealtime({ token: 'tok', userId: 'u1', onNotification: (n) => received.push(n), onConnected: connected });
    const first = FakeSocket.opened[0];
    expect(first.url).toBe('wss://okota.co.ke/ws');
    first.onopen?.();
    expect(JSON.parse(first.sent[0])).toEqual({ type: 'auth', token: 'tok', userId: 'u1', language: 'en' });
    first.serverSays({ type: 'auth_ok' });
    // The tab switched to Kiswahili: the server is told, so what it sends next is worded in it.
    tellRealtimeLanguage('sw');
    expect(JSON.parse(first.sent[1])).toEqual({ type: 'language', language: 'sw' });
    expect(connected).toHaveBeenCalledTimes(1);
    first.serverSays({ type: 'notification', id: 7, notificationType: 'message', title: 'New Message', message: 'Hi', itemId: 3 });
    expect(received).toMatchObject([{ id: 7, notificationType: 'message' }]);

    first.drop();
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.opened).toHaveLength(2);

    stop();
    expect(FakeSocket.opened[1].closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('does not retry a refused token', () => {
    connectRealtime({ token: 'expired', userId: 'u1', onNotification: () => {} });
    const socket = FakeSocket.opened[0];
    socket.onopen?.();
    socket.serverSays({ type: 'auth_error', message: 'Unauthorized' });
    socket.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('keeps one socket per tab: connecting again replaces the old one', () => {
    connectRealtime({ token: 'a', userId: 'u1', onNotification: () => {} });
    connectRealtime({ token: 'b', userId: 'u2', onNotification: () => {} });
    expect(FakeSocket.opened[0].closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});

describe('notification links and badge', () => {
  it('opens the item, with the conversation for messages', () => {
    expect(notificationHref({ itemId: 12, type: 'message' })).toBe('/item/12?expand=messages');
    expect(notificationHref({ itemId: 12, type: 'claim' })).toBe('/item/12');
    expect(notificationHref({ itemId: null, type: 'system' })).toBeNull();
    // A payout waiting for the number leads to the verification card itself (issue 25).
    expect(notificationHref({ itemId: 12, type: 'verify_phone' })).toBe('/profile#verify-phone');
  });

  it("shows the unread count, '9+' above 9, nothing at 0", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});
