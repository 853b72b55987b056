import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createApprovedClaim, createClaim, createCompletedPayment, createUser } from '../../../test/factories';
import { payments } from '../../db/schema';

describe('messages between the finder and the paying claimer', () => {
  let t: TestApp;
  let paid: Awaited<ReturnType<typeof createCompletedPayment>>;
  let pendingClaimer: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    paid = await createCompletedPayment(t.app.ctx.db);
    pendingClaimer = await createUser(t.app.ctx.db);
    await createClaim(t.app.ctx.db, paid.item.id, pendingClaimer.user.id);
    stranger = await createUser(t.app.ctx.db);
  });
  afterAll(() => t.close());

  const send = (token: string | undefined, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/messages', token, payload });
  const read = (token: string | undefined, itemId: number) => t.request({ method: 'GET', url: `/api/messages/${itemId}`, token });

  it('lets the paying claimer write to the finder and the finder answer; each sees the conversation', async () => {
    const first = await send(paid.claimer.token, { itemId: paid.item.id, content: 'Hello, I can pick it up today at 5pm.', messageType: 'text' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      itemId: paid.item.id,
      senderId: paid.claimer.user.id,
      receiverId: paid.finder.user.id,
      content: 'Hello, I can pick it up today at 5pm.',
      messageType: 'text',
      isRead: false,
    });

    const reply = await send(paid.finder.token, { itemId: paid.item.id, content: 'Great, meet me at Kencom.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ senderId: paid.finder.user.id, receiverId: paid.claimer.user.id });

    for (const party of [paid.claimer, paid.finder]) {
      const res = await read(party.token, paid.item.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().messages.map((m: { content: string }) => m.content)).toEqual(['Hello, I can pick it up today at 5pm.', 'Great, meet me at Kencom.']);
    }
  });

  it('takes the sender from the token and the receiver from the item, whatever the request says', async () => {
    const res = await send(paid.claimer.token, {
      itemId: paid.item.id,
      content: 'Spoofing attempt',
      senderId: paid.finder.user.id,
      receiverId: stranger.user.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ senderId: paid.claimer.user.id, receiverId: paid.finder.user.id });
  });

  it('refuses everyone else: another claimer of the item, another user (403), a guest (401)', async () => {
    for (const outsider of [pendingClaimer, stranger]) {
      const post = await send(outsider.token, { itemId: paid.item.id, content: 'Let me in' });
      expect(post.statusCode).toBe(403);
      expect(post.json().message).toBe('Messaging is only available after payment completion.');
      expect((await read(outsider.token, paid.item.id)).statusCode).toBe(403);
    }
    expect((await send(undefined, { itemId: paid.item.id, content: 'Guest' })).statusCode).toBe(401);
    expect((await read(undefined, paid.item.id)).statusCode).toBe(401);
    const conversation = await read(paid.finder.token, paid.item.id);
    expect(conversation.json().messages.some((m: { content: string }) => m.content === 'Let me in')).toBe(false);
  });

  it('stays closed while the approved claim is unpaid or the payment is only pending', async () => {
    const approved = await createApprovedClaim(t.app.ctx.db);
    for (const party of [approved.claimer, approved.finder]) {
      expect((await send(party.token, { itemId: approved.item.id, content: 'Too early' })).statusCode).toBe(403);
      expect((await read(party.token, approved.item.id)).statusCode).toBe(403);
    }
    await t.app.ctx.db.insert(payments).values({
      itemId: approved.item.id,
      claimId: approved.claim.id,
      claimerId: approved.claimer.user.id,
      finderId: approved.finder.user.id,
      amount: 150,
      finderAmount: 100,
      platformAmount: 50,
      phoneNumber: approved.claimer.user.phone,
      status: 'pending',
    });
    expect((await send(approved.claimer.token, { itemId: approved.item.id, content: 'Still early' })).statusCode).toBe(403);
  });

  it('answers 404 for an item that does not exist and 400 for a malformed id', async () => {
    expect((await read(paid.finder.token, 999999)).statusCode).toBe(404);
    expect((await send(paid.finder.token, { itemId: 999999, content: 'Hello' })).statusCode).toBe(404);
    expect((await read(paid.finder.token, 'abc' as never)).statusCode).toBe(400);
  });

  it('keeps messages between 1 and 1000 characters with the spec wording', async () => {
    const empty = await send(paid.claimer.token, { itemId: paid.item.id, content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Message cannot be empty');
    const blank = await send(paid.claimer.token, { itemId: paid.item.id, content: '    ' });
    expect(blank.json().message).toBe('Message cannot be empty');
    const long = await send(paid.claimer.token, { itemId: paid.item.id, content: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Message too long', errors: { content: 'Message too long' } });
    expect((await send(paid.claimer.token, { itemId: paid.item.id, content: 'x'.repeat(1000) })).statusCode).toBe(201);
    expect((await send(paid.claimer.token, { itemId: paid.item.id, content: 'hi', messageType: 'voice' })).statusCode).toBe(400);
  });

  it("counts unread messages and marks the reader's received ones read when the conversation is opened", async () => {
    const fresh = await createCompletedPayment(t.app.ctx.db);
    await send(fresh.claimer.token, { itemId: fresh.item.id, content: 'One' });
    await send(fresh.claimer.token, { itemId: fresh.item.id, content: 'Two' });
    const count = (token: string, query = '') => t.request({ method: 'GET', url: `/api/messages/unread-count${query}`, token });

    expect((await count(fresh.finder.token)).json()).toEqual({ count: 2 });
    expect((await count(fresh.finder.token, `?itemId=${fresh.item.id}`)).json()).toEqual({ count: 2 });
    // Per item it answers the two parties only: the panel learns from it whether to show the conversation.
    expect((await count(fresh.finder.token, `?itemId=${paid.item.id}`)).statusCode).toBe(403);
    expect((await count(paid.finder.token, `?itemId=${fresh.item.id}`)).statusCode).toBe(403);
    expect((await count(fresh.finder.token, '?itemId=999999')).statusCode).toBe(404);
    expect((await count(fresh.claimer.token)).json()).toEqual({ count: 0 });

    // The sender opening the conversation does not read the receiver's mail.
    await read(fresh.claimer.token, fresh.item.id);
    expect((await count(fresh.finder.token)).json()).toEqual({ count: 2 });

    const opened = await read(fresh.finder.token, fresh.item.id);
    expect(opened.json().messages.every((m: { isRead: boolean }) => m.isRead)).toBe(true);
    expect(opened.json().newlyRead).toBe(2);
    expect((await read(fresh.finder.token, fresh.item.id)).json().newlyRead).toBe(0);
    expect((await count(fresh.finder.token)).json()).toEqual({ count: 0 });
    expect((await count(undefined as never)).statusCode).toBe(401);
  });

  it('notifies the receiver of each new message, and reading the conversation settles those notifications', async () => {
    const fresh = await createCompletedPayment(t.app.ctx.db);
    await send(fresh.finder.token, { itemId: fresh.item.id, content: 'Your wallet is safe with me.' });
    const list = await t.request({ method: 'GET', url: '/api/notifications', token: fresh.claimer.token });
    expect(list.json().unreadCount).toBe(1);
    expect(list.json().notifications[0]).toMatchObject({
      type: 'message',
      title: 'New Message',
      itemId: fresh.item.id,
      itemTitle: fresh.item.title,
      claimerId: fresh.claimer.user.id,
      isRead: false,
    });
    expect(list.json().notifications[0].message).toContain('Your wallet is safe with me.');
    const senderList = await t.request({ method: 'GET', url: '/api/notifications', token: fresh.finder.token });
    expect(senderList.json().notifications).toEqual([]);

    await read(fresh.claimer.token, fresh.item.id);
    const after = await t.request({ method: 'GET', url: '/api/notifications', token: fresh.claimer.token });
    expect(after.json().unreadCount).toBe(0);
  });
});
