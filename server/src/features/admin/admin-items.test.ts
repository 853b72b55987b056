import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { items } from '../../db/schema';
import { createActors } from './admin.test-support';

describe('item moderation', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let actors: Awaited<ReturnType<typeof createActors>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    actors = await createActors(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.request({ method, url, payload, token: actors.admin.token });
  const publicTitles = async (query = '') =>
    (await t.request({ method: 'GET', url: `/api/items${query}` })).json().items.map((i: { title: string }) => i.title);
  const publicTotal = async () => (await t.request({ method: 'GET', url: '/api/public/stats' })).json().totalItems;
  const finderNotifications = async () => (await t.request({ method: 'GET', url: '/api/notifications', token: actors.finder.token })).json().notifications;

  it('hides an item from every public list and page at once, and shows it again', async () => {
    const item = await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Red Samsung phone' });
    expect(await publicTitles()).toContain('Red Samsung phone');
    // First call of this app: counted now. Later calls may be served from a 5-second cache.
    const totalBefore = await publicTotal();

    const hide = await asAdmin('POST', `/api/admin/items/${item.id}/hide`, { reason: '  Suspected stolen goods ' });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().message).toBe('Item has been hidden from public view');

    expect(await publicTitles()).not.toContain('Red Samsung phone');
    expect(await publicTitles('?search=samsung')).not.toContain('Red Samsung phone');
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: actors.claimer.token })).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 5100));
    expect(await publicTotal()).toBe(totalBefore - 1);

    const listed = (await asAdmin('GET', '/api/admin/items?search=samsung')).json();
    expect(listed.items[0]).toMatchObject({
      id: item.id,
      isHidden: true,
      hiddenReason: 'Suspected stolen goods',
      finderName: 'Fatuma Finder',
      heldFor: null,
      contactDoubt: null,
    });
    expect(Date.parse(listed.items[0].hiddenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await finderNotifications()).toEqual(
      expect.arrayContaining([expect.objectContaining({ itemId: item.id, message: expect.stringContaining('Suspected stolen goods') })]),
    );

    const unhide = await asAdmin('POST', `/api/admin/items/${item.id}/unhide`);
    expect(unhide.json().message).toBe('Item is now visible to users');
    expect(await publicTitles()).toContain('Red Samsung phone');
    expect((await asAdmin('POST', `/api/admin/items/${item.id}/unhide`)).statusCode).toBe(409);
  });

  it('refuses to hide without a reason, blank included, and leaves the item visible', async () => {
    const item = await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Green water bottle' });
    for (const payload of [{}, { reason: '' }, { reason: '    ' }]) {
      const res = await asAdmin('POST', `/api/admin/items/${item.id}/hide`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect(await publicTitles()).toContain('Green water bottle');
    expect((await asAdmin('POST', '/api/admin/items/999999/hide', { reason: 'Spam' })).statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/admin/items/abc/hide', { reason: 'Spam' })).statusCode).toBe(400);
  });

  it('removes an item softly: status removed with who, when and why; the row and its data stay', async () => {
    const item = await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Brown leather bag' });
    const res = await asAdmin('DELETE', `/api/admin/items/${item.id}`, {
      reason: 'Admin removal',
      customMessage: 'Please do not post items you have not found.',
      sendEmail: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Item has been removed');

    const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ status: 'removed', removalReason: 'Admin removal', removedBy: actors.admin.user.id, title: 'Brown leather bag' });
    expect(row.removedAt).toBeInstanceOf(Date);
    expect(await publicTitles()).not.toContain('Brown leather bag');
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(404);

    const removedList = (await asAdmin('GET', '/api/admin/items?status=removed')).json();
    expect(removedList.items.map((i: { id: number }) => i.id)).toContain(item.id);
    expect((await asAdmin('GET', '/api/admin/items?status=available')).json().items.map((i: { id: number }) => i.id)).not.toContain(item.id);

    const mail = await smtp.waitFor(actors.finder.user.email);
    expect(mail.subject).toContain('Brown leather bag');
    expect(mail.text).toContain('Admin removal');
    expect(mail.text).toContain('Please do not post items you have not found.');
    expect(await finderNotifications()).toEqual(expect.arrayContaining([expect.objectContaining({ itemId: item.id, type: 'item_removed' })]));

    expect((await asAdmin('DELETE', `/api/admin/items/${item.id}`, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('sends no e-mail unless asked, and refuses a removal without a reason', async () => {
    const item = await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Grey scarf' });
    expect((await asAdmin('DELETE', `/api/admin/items/${item.id}`, { reason: ' ' })).statusCode).toBe(400);
    const mailsBefore = smtp.messages.length;
    expect((await asAdmin('DELETE', `/api/admin/items/${item.id}`, { reason: 'Duplicate' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(mailsBefore);
  });

  it('lists items 20 a page with a total and hasMore, searching title, description and location', async () => {
    for (let i = 0; i < 21; i++) await createItem(t.app.ctx.db, actors.finder.user.id, { title: `Paging key ${i}`, location: 'Kisumu' });
    const first = (await asAdmin('GET', '/api/admin/items?search=paging')).json();
    expect(first).toMatchObject({ total: 21, hasMore: true });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].imageUrls).toEqual([]);
    const second = (await asAdmin('GET', '/api/admin/items?search=paging&page=2')).json();
    expect(second).toMatchObject({ total: 21, hasMore: false });
    expect(second.items).toHaveLength(1);
    expect((await asAdmin('GET', '/api/admin/items?search=kisumu')).json().total).toBe(21);
    expect((await asAdmin('GET', '/api/admin/items?search=100%25')).json().total).toBe(0);
    expect((await asAdmin('GET', '/api/admin/items?status=lost')).statusCode).toBe(400);
  });
});
