/**
 * A dispute that ends in a refund is one piece of news to the owner, not two (docs/decisions/0268):
 * one bell, one SMS and one e-mail say both "decided" and "your money is coming back"; the
 * refund's landing is the next (and last) message. Over HTTP with the simulators, in both languages.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatKsh } from '@okota/shared';
import { createUser } from '../../../../test/factories';
import { settleUntil } from '../payments.test-support';
import { setSmsClock } from '../../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { claimPath, eatFuture, notificationsOf, person, received } from '../../notifications/turns/turns.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(() => setSmsClock(() => eatFuture('10:00:00')));
afterEach(() => setSmsClock(undefined));

const WORDS = {
  en: { decided: 'Your hand-over problem is decided', back: 'goes back to your M-Pesa', landed: 'Refund:' },
  sw: { decided: 'Tatizo lako la makabidhiano limeamuliwa', back: 'zinarudishwa kwenye M-Pesa yako', landed: 'Pesa imerejeshwa' },
};

describe.each(['en', 'sw'] as const)('a dispute refunded, told to the owner once (%s)', (language) => {
  it('sends one bell, one SMS and one e-mail for the decision and the refund, then one of each when the money lands', async () => {
    const finder = await person(t, { language, role: 'finder' });
    const owner = await person(t, { language });
    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const path = claimPath(t, finder, owner);
    const item = await path.item();
    await path.decide(await path.claim(item.id), 'approved');
    const payment = await path.pay(item.id);
    const before = await received(t, owner);
    const bellsBefore = new Set((await notificationsOf(t, owner)).map((n) => n.id));

    const post = (url: string, token: string, payload: object) => t.request({ method: 'POST', url, token, payload });
    expect((await post(`/api/payments/${payment.id}/dispute`, owner.token, { reason: 'The finder never came to the meeting.' })).statusCode).toBe(200);
    const disputed = await received(t, owner);
    const resolved = await post(`/api/admin/payments/${payment.id}/resolve-dispute`, admin.token, { resolution: 'refund', note: 'No hand-over happened.' });
    expect(resolved.statusCode).toBe(200);

    const w = WORDS[language];
    const after = await received(t, owner);
    const newSms = after.sms.slice(disputed.sms.length);
    const newMails = after.mails.slice(disputed.mails.length);
    expect(newSms, 'one SMS for the decision').toHaveLength(1);
    expect(newSms[0]).toContain(w.back);
    expect(
      newMails.map((m) => m.subject),
      'one e-mail that says both',
    ).toEqual([`${w.decided}: ${formatKsh(payment.amount)} ${language === 'en' ? 'comes back to you' : 'zinarudi kwako'}`]);
    const bells = (await notificationsOf(t, owner)).filter((n) => !bellsBefore.has(n.id)).map((n) => n.kind);
    expect(bells.filter((k) => k !== 'dispute_opened')).toEqual(['refund_started']);

    await settleUntil(t, payment.id, (p) => p.status === 'refunded');
    const landed = await received(t, owner);
    expect(landed.sms.slice(after.sms.length)).toHaveLength(1);
    expect(landed.subjects.slice(after.mails.length)).toEqual([expect.stringContaining(w.landed)]);
    expect(before.sms.length).toBeGreaterThan(0);
  });
});
