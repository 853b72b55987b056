/** The read-mostly admin screens: all claims, the contact inbox and the audit trail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createCompletedPayment, createItem } from '../../../test/factories';
import { contactMessages } from '../../db/schema';
import { createActors } from './admin.test-support';

describe('verifications, contact messages and the audit trail', () => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof createActors>>;
  const asAdmin = (method: 'GET' | 'POST', url: string) => t.request({ method, url, token: actors.admin.token });

  beforeAll(async () => {
    t = await createTestApp();
    actors = await createActors(t);
  });
  afterAll(() => t.close());

  it('lists every claim with both parties and the payment, filtered by status and search', async () => {
    const db = t.app.ctx.db;
    const paid = await createCompletedPayment(db);
    const item = await createItem(db, actors.finder.user.id, { title: 'Yellow raincoat', verificationAnswer1: 'Secret expected answer' });
    await createClaim(db, item.id, actors.claimer.user.id, { answer1: 'Hood is torn' });
    await createClaim(db, item.id, paid.claimer.user.id, { status: 'rejected', finderNotes: 'Claim rejected by finder' });

    const all = (await asAdmin('GET', '/api/admin/verifications')).json();
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    const approved = all.verifications.find((v: { status: string }) => v.status === 'approved');
    expect(approved).toMatchObject({ itemId: paid.item.id, paymentStatus: 'completed', claimerId: paid.claimer.user.id });
    expect(JSON.stringify(all)).not.toContain('Secret expected answer');

    const pending = (await asAdmin('GET', '/api/admin/verifications?status=pending')).json();
    expect(pending.verifications).toEqual([
      expect.objectContaining({
        itemTitle: 'Yellow raincoat',
        claimerName: 'Chege Claimer',
        finderName: 'Fatuma Finder',
        answers: ['Hood is torn', 'My daughter'],
        paymentStatus: null,
      }),
    ]);
    expect((await asAdmin('GET', '/api/admin/verifications?search=raincoat')).json().total).toBe(2);
    expect((await asAdmin('GET', '/api/admin/verifications?status=maybe')).statusCode).toBe(400);
  });

  it('shows the contact inbox with an unread count, and marks a message read once', async () => {
    const [first, second] = await t.app.ctx.db
      .insert(contactMessages)
      .values([
        { name: 'Akinyi', email: 'akinyi@example.com', subject: 'Refund please', category: 'payment', message: 'I paid twice for one item.' },
        { name: 'Baraka', email: 'baraka@example.com', subject: 'Great app', category: 'feedback', message: 'Got my phone back, thanks!' },
      ])
      .returning();
    const inbox = (await asAdmin('GET', '/api/admin/contact-messages')).json();
    expect(inbox).toMatchObject({ total: 2, unreadCount: 2 });
    expect((await asAdmin('GET', '/api/admin/contact-messages?category=payment')).json().messages).toEqual([expect.objectContaining({ id: first.id })]);

    expect((await asAdmin('POST', `/api/admin/contact-messages/${second.id}/read`)).json().message.isRead).toBe(true);
    expect((await asAdmin('POST', `/api/admin/contact-messages/${second.id}/read`)).statusCode).toBe(200);
    const after = (await asAdmin('GET', '/api/admin/contact-messages?unread=true')).json();
    expect(after).toMatchObject({ total: 1, unreadCount: 1 });
    expect((await asAdmin('POST', '/api/admin/contact-messages/999999/read')).statusCode).toBe(404);

    const trail = (await asAdmin('GET', '/api/admin/audit?action=contact_message.read')).json();
    expect(trail.entries).toHaveLength(1);
    expect(trail.entries[0]).toMatchObject({ targetId: String(second.id), actorName: 'Ada Admin', actorEmail: actors.admin.user.email });
  });
});
