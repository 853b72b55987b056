/**
 * Two copies of a send racing each other (docs/decisions/0284): both look for the key before
 * either is stored, so the second meets the unique index and must answer the first's message.
 * PGlite runs one request at a time, so the race is staged: the first look misses on purpose.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { messages, notifications } from '../../db/schema';

const race = vi.hoisted(() => ({ missNext: false }));
vi.mock('./send-key', async (original) => {
  const real = await original<typeof import('./send-key')>();
  return {
    ...real,
    findRepeatedSend: async (...args: Parameters<typeof real.findRepeatedSend>) => {
      if (!race.missNext) return real.findRepeatedSend(...args);
      race.missNext = false;
      return undefined;
    },
  };
});

describe('a send racing its own copy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is stored and notified once; the loser answers the stored message with 201', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const payload = { itemId: paid.item.id, content: 'Sent twice at once', sendKey: randomUUID() };
    const send = () => t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload });
    const first = await send();
    race.missNext = true;
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await t.app.ctx.db.select().from(messages).where(eq(messages.itemId, paid.item.id))).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, paid.finder.user.id))).toHaveLength(1);
  });
});
