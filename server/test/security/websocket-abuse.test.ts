/**
 * /ws under hostile frames: garbage text, binary, oversized frames, wrong types in the auth
 * message, tokens that are SQL. The socket may be closed, but the server answers on, refuses to
 * authenticate anyone by mistake, and still lets a real user in.
 */
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { attackString, hostileValue } from './hostile';

describe('/ws: hostile frames', () => {
  let t: TestApp;
  let url: string;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${origin.replace(/^http/, 'ws')}/ws`;
  });
  afterAll(() => t?.close());

  /** Sends the frames, then reads what came back until the server closes or 150 ms pass. */
  async function exchange(frames: Array<string | Buffer>): Promise<{ messages: string[]; closeCode?: number }> {
    const socket = new WebSocket(url);
    const messages: string[] = [];
    socket.on('message', (raw) => messages.push(raw.toString()));
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    for (const frame of frames) if (socket.readyState === WebSocket.OPEN) socket.send(frame);
    const closeCode = await Promise.race([closed, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 150))]);
    socket.terminate();
    return { messages, closeCode };
  }

  const frame = fc.oneof(
    attackString,
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
    fc
      .record({ type: fc.constantFrom('auth', 'ping', 'notification', '__proto__'), token: hostileValue, userId: hostileValue }, { requiredKeys: ['type'] })
      .map((v) => JSON.stringify(v)),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constant('x'.repeat(5000)),
  );

  it('never authenticates a stranger and never stops answering', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 4 }), async (frames) => {
        const { messages } = await exchange(frames);
        expect(
          messages.filter((m) => m.includes('auth_ok')),
          JSON.stringify(frames).slice(0, 300),
        ).toEqual([]);
      }),
      { numRuns: 20 },
    );

    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const { token, user } = await createUser(t.app.ctx.db);
    const { messages } = await exchange([JSON.stringify({ type: 'auth', token, userId: user.id })]);
    expect(messages.map((m) => JSON.parse(m).type)).toContain('auth_ok');
  });
});
