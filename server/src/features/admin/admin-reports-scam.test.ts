/**
 * A listing reported as a scam ("Asking for money outside Okota") is hidden at once, pending
 * review, when its reporter has a completed payment or a verified phone; an ordinary reporter's
 * report waits in the queue with the listing still up (issue 26).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SCAM_REPORT_REASON } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment, createItem, createUser } from '../../../test/factories';
import { auditLog, notifications, users } from '../../db/schema';
import { createActors } from './admin.test-support';
import { renderNotification } from '../notifications/texts/render-notification';
import { SCAM_HOLD_REASON } from './admin-reports/hold-reported-scam';

describe('scam reports', () => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof createActors>>;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await createActors(t);
  });
  afterAll(() => t.close());

  const file = (token: string, itemId: number, reason = SCAM_REPORT_REASON) =>
    t.request({ method: 'POST', url: '/api/reports', token, payload: { targetType: 'item', targetId: itemId, reason } });
  const publicPage = (itemId: number) => t.request({ method: 'GET', url: `/api/items/${itemId}` });
  const queueEntry = async (itemId: number) =>
    ((await t.request({ method: 'GET', url: '/api/admin/reports', token: actors.admin.token })).json().reports as Array<Record<string, unknown>>).find(
      (report) => report.targetType === 'item' && report.targetId === String(itemId),
    );
  const unverified = () => createUser(t.app.ctx.db, { phoneVerified: false });

  it('hides the listing at once when the reporter has a verified phone, and shows it hidden in the admin queue', async () => {
    const item = await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Your ID: send KSh 500 first' });
    expect((await publicPage(item.id)).statusCode).toBe(200);
    const reporter = await createUser(t.app.ctx.db, { phoneVerified: true });
    const filed = await file(reporter.token, item.id, `${SCAM_REPORT_REASON}: he wants M-Pesa before showing it`);
    expect(filed.statusCode, filed.body).toBe(201);

    expect((await publicPage(item.id)).statusCode).toBe(404);
    expect(await queueEntry(item.id)).toMatchObject({ status: 'open', targetState: 'hidden' });
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.hide_pending_review'), eq(auditLog.targetId, String(item.id))));
    expect(audit).toMatchObject({ actorId: null, reason: SCAM_HOLD_REASON });
    // The finder is told in our words, never the reporter's.
    const [told] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, actors.finder.user.id), eq(notifications.itemId, item.id)));
    expect(told.kind).toBe('item_held_scam_report');
    expect(told.message).toContain('Held for review — someone reported it as a possible scam — a person checks it');
    for (const language of ['en', 'sw'] as const) {
      const words = renderNotification(told, language);
      expect(`${words.title} ${words.message}`).not.toMatch(/M-Pesa before|Your ID|KSh 500|by an administrator/);
    }
  });

  it('hides it when the reporter has a completed payment (phone not verified)', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    await t.app.ctx.db.update(users).set({ phoneVerified: false }).where(eq(users.id, paid.claimer.user.id));
    const item = await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Samsung phone, pay to see' });
    expect((await file(paid.claimer.token, item.id)).statusCode).toBe(201);
    expect((await publicPage(item.id)).statusCode).toBe(404);
  });

  it('leaves the listing up when an ordinary reporter reports it, or when the reason is not the scam choice', async () => {
    const item = await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Black wallet at Kencom' });
    expect((await file((await unverified()).token, item.id)).statusCode).toBe(201);
    expect((await publicPage(item.id)).statusCode).toBe(200);
    expect(await queueEntry(item.id)).toMatchObject({ status: 'open', targetState: 'visible' });

    const trusted = await createUser(t.app.ctx.db, { phoneVerified: true });
    expect((await file(trusted.token, item.id, 'Offensive content')).statusCode).toBe(201);
    expect((await publicPage(item.id)).statusCode).toBe(200);
  });
});
