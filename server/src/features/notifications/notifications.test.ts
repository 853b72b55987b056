import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
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
      await notify(t.app.ctx.db, { userId: owner.user.id, type: 'system', title: `Note ${i}`, message: `Message ${i}` });
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
    expect(body.notifications[0]).toMatchObject({ title: 'Note 12', message: 'Message 12', type: 'system', isRead: false, itemId: null });
    expect(body.notifications.at(-1).title).toBe('Note 3');
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

  it('marks all read and clears all, touching only the caller\'s', async () => {
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

  it('answers 401 to guests and 400 to a malformed id', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(401);
    const { token } = await createUser(t.app.ctx.db);
    expect((await t.request({ method: 'POST', url: '/api/notifications/abc/read', token })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/notifications/99999999999/read', token })).statusCode).toBe(400);
  });
});
