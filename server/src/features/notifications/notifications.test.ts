import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser } from '../../../test/factories';
import { notifications } from '../../db/schema';
import { notify } from './notify';

describe('notifications list, read, read-all and clear', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (token?: string) => t.request({ method: 'GET', url: '/api/notifications', token });

  async function userWithNotifications(count: number) {
    const owner = await createUser(t.app.ctx.db);
    for (let i = 1; i <= count; i++) {
      await notify(t.app.ctx.db, { userId: owner.user.id, type: 'system', kind: 'message_received', params: { sender: `Note ${i}`, preview: `Message ${i}` } });
    }
    return owner;
  }

  it('lists the latest 10, newest first, with the unread count of all', async () => {
    const owner = await userWithNotifications(12);
    const res = await list(owner.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(12);
    expect(body.notifications).toHaveLength(10);
    expect(body.notifications[0]).toMatchObject({ title: 'New Message', message: 'Note 12: Message 12', type: 'system', isRead: false, itemId: null });
    expect(body.notifications.at(-1).message).toBe('Note 3: Message 3');
  });

  it('marks one read, only for its owner', async () => {
    const owner = await userWithNotifications(2);
    const other = await userWithNotifications(1);
    const [latest] = (await list(owner.token)).json().notifications;

    const byOther = await t.request({ method: 'POST', url: `/api/notifications/${latest.id}/read`, token: other.token });
    expect(byOther.statusCode).toBe(404);
    expect((await list(owner.token)).json().unreadCount).toBe(2);

    const byOwner = await t.request({ method: 'POST', url: `/api/notifications/${latest.id}/read`, token: owner.token });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toEqual({ unreadCount: 1 });
    const after = (await list(owner.token)).json();
    expect(after.notifications.find((n: { id: number }) => n.id === latest.id).isRead).toBe(true);
    expect(after.unreadCount).toBe(1);
  });

  it("marks all read and clears all, touching only the caller's", async () => {
    const owner = await userWithNotifications(3);
    const other = await userWithNotifications(2);

    const readAll = await t.request({ method: 'POST', url: '/api/notifications/read-all', token: owner.token });
    expect(readAll.json()).toEqual({ unreadCount: 0 });
    expect((await list(owner.token)).json().notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect((await list(other.token)).json().unreadCount).toBe(2);

    const cleared = await t.request({ method: 'DELETE', url: '/api/notifications', token: owner.token });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ deleted: 3, unreadCount: 0 });
    expect((await list(owner.token)).json()).toEqual({ notifications: [], unreadCount: 0 });
    expect((await list(other.token)).json().notifications).toHaveLength(2);
  });

  it("stores any text a person typed, even a broken UTF-16 surrogate, which PostgreSQL's jsonb refuses", async () => {
    const { user, token } = await createUser(t.app.ctx.db);
    const preview = 'Tukutane \ud800 Kencom \udfff saa nane';
    await notify(t.app.ctx.db, { userId: user.id, type: 'message', kind: 'message_received', params: { sender: 'Amina\ud83d', preview } });
    const [shown] = (await list(token)).json().notifications as Array<{ message: string }>;
    expect(shown.message).toContain('Tukutane \ufffd Kencom \ufffd saa nane');
  });

  it('answers 401 to guests and 400 to a malformed id', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(401);
    const { token } = await createUser(t.app.ctx.db);
    expect((await t.request({ method: 'POST', url: '/api/notifications/abc/read', token })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/notifications/99999999999/read', token })).statusCode).toBe(400);
  });
});

describe("notifications in the reader's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const latest = async (token: string, query = '') => (await t.request({ method: 'GET', url: `/api/notifications${query}`, token })).json().notifications[0];
  const approve = (userId: string) => notify(t.app.ctx.db, { userId, type: 'claim_approved', kind: 'claim_approved', params: { item: 'Tecno Spark 10' } });

  it('words the bell in Kiswahili for a Kiswahili reader and in English for an English one', async () => {
    const mama = await createUser(t.app.ctx.db, { language: 'sw' });
    const john = await createUser(t.app.ctx.db, { language: 'en' });
    await approve(mama.user.id);
    await approve(john.user.id);
    expect(await latest(mama.token)).toMatchObject({
      type: 'claim_approved',
      title: 'Dai limekubaliwa',
      message: 'Aliyekipata amekubali dai lako la "Tecno Spark 10". Lipa ada upate mawasiliano yake.',
    });
    expect(await latest(john.token)).toMatchObject({
      title: 'Claim approved',
      message: 'The finder approved your claim for "Tecno Spark 10". Pay the fee to get their contact details.',
    });
  });

  it("words the same notifications anew after the reader changes language, or for the screen's language when asked", async () => {
    const reader = await createUser(t.app.ctx.db, { language: 'en' });
    await approve(reader.user.id);
    expect((await latest(reader.token)).title).toBe('Claim approved');

    const changed = await t.request({ method: 'PUT', url: '/api/profile/language', token: reader.token, payload: { language: 'sw' } });
    expect(changed.statusCode).toBe(200);
    expect(await latest(reader.token)).toMatchObject({ title: 'Dai limekubaliwa', message: expect.stringContaining('Lipa ada') });
    expect((await latest(reader.token, '?language=en')).title).toBe('Claim approved');
    expect((await t.request({ method: 'GET', url: '/api/notifications?language=fr', token: reader.token })).statusCode).toBe(400);
  });

  it('keeps the stored words of a notification from before kinds', async () => {
    const reader = await createUser(t.app.ctx.db, { language: 'sw' });
    await t.app.ctx.db.insert(notifications).values({ userId: reader.user.id, type: 'system', title: 'Welcome', message: 'Stored long ago' });
    expect(await latest(reader.token)).toMatchObject({ title: 'Welcome', message: 'Stored long ago' });
  });

  it('tells each party of a real approval in their own language', async () => {
    const finder = await createUser(t.app.ctx.db, { role: 'finder', language: 'en' });
    const claimer = await createUser(t.app.ctx.db, { language: 'sw' });
    const item = await createItem(t.app.ctx.db, finder.user.id);
    const claim = await createClaim(t.app.ctx.db, item.id, claimer.user.id);
    const approved = await t.request({ method: 'PUT', url: `/api/verifications/${claim.id}/status`, token: finder.token, payload: { status: 'approved' } });
    expect(approved.statusCode).toBe(200);
    expect(await latest(claimer.token)).toMatchObject({ type: 'claim_approved', title: 'Dai limekubaliwa', itemId: item.id });
  });
});
