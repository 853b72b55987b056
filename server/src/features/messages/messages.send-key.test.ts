/** A send repeated with its key (a lost connection, the composer's retry) is stored once and notified once (docs/decisions/0284). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { messages, notifications } from '../../db/schema';

describe('a message send repeated with its key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (token: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/messages', token, payload });
  const storedOn = (itemId: number) => t.app.ctx.db.select().from(messages).where(eq(messages.itemId, itemId));
  const notificationsOf = (userId: string) => t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('answers a repeat with the stored message, the same status and body, storing and notifying once', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const body = { itemId: paid.item.id, content: 'I can come to Kencom at 5pm.', sendKey: randomUUID() };
    const first = await send(paid.claimer.token, body);
    const again = await send(paid.claimer.token, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedOn(paid.item.id)).toHaveLength(1);
    expect(await notificationsOf(paid.finder.user.id)).toHaveLength(1);
  });

  it('answers the same message when a removed till made the stored text differ from the sent one', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const body = { itemId: paid.item.id, content: 'Ongeza 500, lipa na mpesa till 523456', sendKey: randomUUID() };
    const first = await send(paid.claimer.token, body);
    expect(first.json().removed).toEqual(['payment']);
    const again = await send(paid.claimer.token, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const [row] = await storedOn(paid.item.id);
    expect(row.sendDigest).not.toContain('523456');
    expect(await storedOn(paid.item.id)).toHaveLength(1);
  });

  it('refuses the key with another text or item (409 MESSAGE_KEY_REUSED) and stores nothing more', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const other = await createCompletedPayment(t.app.ctx.db);
    const sendKey = randomUUID();
    await send(paid.claimer.token, { itemId: paid.item.id, content: 'First words', sendKey });
    const changed = await send(paid.claimer.token, { itemId: paid.item.id, content: 'Other words', sendKey });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('MESSAGE_KEY_REUSED');
    const moved = await send(paid.claimer.token, { itemId: other.item.id, content: 'First words', sendKey });
    expect(moved.json().code).toBe('MESSAGE_KEY_REUSED');
    expect(await storedOn(paid.item.id)).toHaveLength(1);
    expect(await notificationsOf(paid.finder.user.id)).toHaveLength(1);
  });

  it("keeps keys per sender: the other party's message under the same key is their own", async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const sendKey = randomUUID();
    expect((await send(paid.claimer.token, { itemId: paid.item.id, content: 'Hello', sendKey })).statusCode).toBe(201);
    expect((await send(paid.finder.token, { itemId: paid.item.id, content: 'Hello', sendKey })).statusCode).toBe(201);
    expect(await storedOn(paid.item.id)).toHaveLength(2);
  });

  it('still stores each send without a key (older clients), and refuses a key that is not a UUID', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const body = { itemId: paid.item.id, content: 'No key here' };
    expect((await send(paid.claimer.token, body)).statusCode).toBe(201);
    expect((await send(paid.claimer.token, body)).statusCode).toBe(201);
    expect(await storedOn(paid.item.id)).toHaveLength(2);
    const bad = await send(paid.claimer.token, { ...body, sendKey: 'again' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});
