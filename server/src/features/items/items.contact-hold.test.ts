/**
 * Doubt goes to a person (issue 26, docs/decisions/0234): a listing whose texts still look like
 * contact details the detector could not be sure of is saved hidden, shown to admins with the
 * reason, and its finder is told why; an edit that clears the doubt shows it again. An ordinary
 * listing, and one whose contact details were confidently replaced, are published as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { auditLog, items, notifications } from '../../db/schema';
import { renderNotification } from '../notifications/texts/render-notification';
import { CONTACT_HOLD_REASON } from './hold-doubtful-listing';

describe('a listing that may hold contact details waits for an admin', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let wallets: number;
  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t.app.ctx.db, { role: 'finder' });
    admin = await createUser(t.app.ctx.db, { role: 'admin' });
    wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
  });
  afterAll(() => t.close());

  const fields = (description: string) => ({
    title: 'Brown wallet found',
    description,
    categoryId: wallets,
    location: 'Nairobi',
    dateFound: '2026-01-10',
    verificationQuestion1: 'What is inside the wallet?',
  });
  const post = (description: string) => t.request({ method: 'POST', url: '/api/items', token: finder.token, payload: fields(description) });
  const publicPage = (id: number) => t.request({ method: 'GET', url: `/api/items/${id}` });

  it('holds a doubtful listing: hidden from guests, the reason for admins, the finder told why', async () => {
    const res = await post('Nimepata wallet ya kahawia karibu na Kencom, piga 0712 au 345 678 ukitaka.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().isHidden).toBe(true);
    const id = res.json().id;
    expect((await publicPage(id)).statusCode).toBe(404);

    const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, id));
    expect(row).toMatchObject({ isHidden: true, hiddenBy: null });
    expect(row.hiddenReason).toBe(`${CONTACT_HOLD_REASON} (digits)`);
    const asAdmin = await t.request({ method: 'GET', url: `/api/items/${id}`, token: admin.token });
    expect(asAdmin.statusCode).toBe(200);
    // The admin list names the kind of hold and its doubt, so the admin reads them in their own language.
    const listed = await t.request({ method: 'GET', url: '/api/admin/items?status=held', token: admin.token });
    expect(listed.json().items.find((i: { id: number }) => i.id === id)).toMatchObject({ heldFor: 'contact', contactDoubt: 'digits' });
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.hide_pending_review'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({ actorId: null, reason: row.hiddenReason });
    const [told] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, finder.user.id), eq(notifications.itemId, id)));
    // Its own kind: our system held it (not "an administrator"), how to undo it, and never the listing's words.
    expect(told.kind).toBe('item_held_contact_review');
    expect(told.message).toContain('Held for review — it may show contact details');
    expect(told.message).toContain('edit it and it is checked again; what is still in doubt waits for a person');
    for (const language of ['en', 'sw'] as const) {
      const words = renderNotification(told, language);
      expect(`${words.title} ${words.message}`).not.toMatch(/administrator|Brown wallet|Kencom|0712/);
    }
    expect(renderNotification(told, 'sw').message).toContain('Limesimamishwa likaguliwe');
    expect(renderNotification(told, 'sw').message).not.toMatch(/msimamizi|sasa kinaonekana|Kinapatikana/);
    // The admins hear that a listing waits for them (docs/decisions/0260).
    const [adminBell] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.itemId, id)));
    expect(adminBell).toMatchObject({ kind: 'item_held_for_admins', type: 'item_hidden' });
    // One thing said everywhere: the finder's page and the admin's list know it is held, and why.
    expect((await t.request({ method: 'GET', url: `/api/items/${id}`, token: finder.token })).json()).toMatchObject({ isHidden: true, heldFor: 'contact' });
    const heldList = (await t.request({ method: 'GET', url: '/api/admin/items?status=held', token: admin.token })).json();
    expect(heldList.items.map((i: { id: number }) => i.id)).toContain(id);
    const allHidden = await t.request({ method: 'GET', url: '/api/admin/items?status=available', token: admin.token });
    expect(heldList.total).toBeLessThanOrEqual(allHidden.json().total);
    expect((await t.request({ method: 'GET', url: '/api/admin/dashboard', token: admin.token })).json().heldItems).toBe(heldList.total);
    expect(renderNotification(adminBell, 'en').message).toContain('it may show contact details');
  });

  it('shows it again when an edit clears the doubt; an admin-hidden listing stays hidden', async () => {
    const held = (await post('Found near the stage; my gmail is janedoe99, write there.')).json();
    expect(held.isHidden).toBe(true);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/items/${held.id}`,
      token: finder.token,
      payload: fields('Found near the stage on a Monday morning.'),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await publicPage(held.id)).statusCode).toBe(200);

    await t.app.ctx.db.update(items).set({ isHidden: true, hiddenBy: admin.user.id, hiddenReason: 'Duplicate listing' }).where(eq(items.id, held.id));
    await t.request({ method: 'PUT', url: `/api/items/${held.id}`, token: finder.token, payload: fields('Found near the stage on a Tuesday morning.') });
    expect((await publicPage(held.id)).statusCode).toBe(404);
  });

  it('publishes an ordinary listing, and one whose number was confidently replaced', async () => {
    for (const description of [
      'Found on 12/03/2025 at 7:30pm near KDA 123X, Tecno Spark 10 Pro, KSh 1,500 inside.',
      'Found at Kencom. Piga sifuri saba moja mbili tatu nne tano sita saba nane.',
    ]) {
      const res = await post(description);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().isHidden, description).toBe(false);
      expect((await publicPage(res.json().id)).statusCode).toBe(200);
    }
  });
});
