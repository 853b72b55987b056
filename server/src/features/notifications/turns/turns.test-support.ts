/**
 * Helpers for the turn-message tests: people with their own numbers and addresses, the claim →
 * approve → pay → hand-over path over HTTP, and what each person received by SMS and e-mail.
 */
import { eq } from 'drizzle-orm';
import { createItem, createUser } from '../../../../test/factories';
import { jobs, notifications } from '../../../db/schema';
import { initiate, settleUntil, successPhone } from '../../payments/payments.test-support';
import type { SmsTestApp } from '../../sms/sms.test-support';
import { handoverReminderJob } from './handover-reminder';

let counter = 0;
// 0711…–0719…: Safaricom numbers, which M-Pesa may pay (isMpesaNumber).
export const freshPhone = () =>
  `+25471${1 + (Date.now() % 9)}${String(Date.now() % 1e3)
    .padStart(3, '0')
    .slice(-2)}${String(counter++ % 1e4).padStart(4, '0')}`;

export type Person = Awaited<ReturnType<typeof createUser>>;

export function person(t: SmsTestApp, overrides: Parameters<typeof createUser>[1] = {}): Promise<Person> {
  return createUser(t.app.ctx.db, { phone: freshPhone(), ...overrides });
}

/** A day-time instant a few days ahead, so the queue's own clock never finds it due by accident. */
export const eatFuture = (time: string, days = 3) => new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}+03:00`);

/** Everything one person received: SMS texts (oldest first) and e-mails (subject and text). */
export async function received(t: SmsTestApp, who: Person) {
  await t.runJobs();
  const sms = (await t.sms.outbox(who.user.phone)).map((m) => m.text).reverse();
  const mails = t.app.ctx.mail
    .outbox()
    .filter((m) => m.to === who.user.email)
    .reverse();
  return { sms, mails, subjects: mails.map((m) => m.subject) };
}

/** The path from a claim to a completed payment, over HTTP; each step returns what it made. */
export function claimPath(t: SmsTestApp, finder: Person, owner: Person, item: Parameters<typeof createItem>[2] = {}) {
  return {
    item: () => createItem(t.app.ctx.db, finder.user.id, { location: 'Nairobi', dateFound: '2026-11-01', ...item }),
    async claim(itemId: number, details = 'It holds my national ID and a bank card.') {
      const res = await t.request({
        method: 'POST',
        url: `/api/items/${itemId}/verify`,
        token: owner.token,
        payload: { answer1: 'Blue card holder', answer2: 'My daughter', additionalDetails: details },
      });
      if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`claim: ${res.statusCode} ${res.body}`);
      return res.json().id as number;
    },
    async decide(claimId: number, status: 'approved' | 'rejected', finderNotes?: string) {
      const res = await t.request({ method: 'PUT', url: `/api/verifications/${claimId}/status`, token: finder.token, payload: { status, finderNotes } });
      if (res.statusCode !== 200) throw new Error(`decide: ${res.statusCode} ${res.body}`);
    },
    async pay(itemId: number) {
      const res = await initiate(t, owner.token, itemId, successPhone());
      if (res.statusCode !== 200) throw new Error(`initiate: ${res.statusCode} ${res.body}`);
      return settleUntil(t, res.json().payment.id, (p) => p.status === 'completed');
    },
  };
}

/** A day has passed: the hand-over reminders are due. */
export async function aDayLater(t: SmsTestApp): Promise<void> {
  await t.app.ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.type, handoverReminderJob.id));
  await t.runJobs();
}

export const notificationsOf = (t: SmsTestApp, who: Person) => t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
