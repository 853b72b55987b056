/** A WebSocket client for tests: connects to /ws, collects what the server sends, waits for a message. */
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  received: Array<Record<string, unknown>>;
  next(predicate?: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  close(): void;
}

export async function openTestSocket(baseUrl: string, options: { origin?: string } = {}): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, options.origin ? { origin: options.origin } : {});
  const received: Array<Record<string, unknown>> = [];
  const waiters: Array<{ predicate: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }> = [];
  let seen = 0;
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as Record<string, unknown>;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
  });
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
    next(predicate = () => true, timeoutMs = 5000) {
      const already = received.slice(seen).find(predicate);
      if (already) {
        seen = received.indexOf(already) + 1;
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`)), timeoutMs);
        waiters.push({
          predicate,
          resolve: (message) => {
            clearTimeout(timer);
            seen = received.indexOf(message) + 1;
            resolve(message);
          },
        });
      });
    },
  };
}

/** Opens a socket and signs it in with the token; resolves after auth_ok. */
export async function openSignedInSocket(baseUrl: string, token: string, userId?: string): Promise<TestSocket> {
  const client = await openTestSocket(baseUrl);
  client.send({ type: 'auth', token, ...(userId ? { userId } : {}) });
  await client.next((m) => m.type === 'auth_ok');
  return client;
}
