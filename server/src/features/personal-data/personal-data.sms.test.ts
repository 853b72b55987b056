/**
 * The SMS and USSD channels in a person's rights: the download shows the SMS sent to them, their
 * alert switches and their number's USSD language; closing the account erases them; the retention
 * pass ages them (docs/decisions/0170, "SMS and USSD").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DEFAULT_PASSWORD, createUser } from '../../../test/factories';
import { phoneCodes, smsAlertPreferences, smsMessages, ussdCallers } from '../../db/schema';
import { applyRetention } from './apply-retention';
import { later } from './retention.test-support';

describe('SMS and USSD traces: downloaded, erased with the account, aged by retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A person with an SMS alert sent, a code, an alert switched off and a USSD language. */
  async function personWithTraces(language: 'en' | 'sw' = 'sw') {
    const { db } = t.app.ctx;
    const person = await createUser(db, { language, phoneVerified: true });
    await db.insert(smsMessages).values([
      {
        userId: person.user.id,
        phone: person.user.phone,
        kind: 'claim_approved',
        text: 'Okota: your claim for "Black wallet" was approved.',
        status: 'delivered',
        sentAt: new Date(),
        deliveredAt: new Date(),
      },
      {
        userId: person.user.id,
        phone: person.user.phone,
        kind: 'code',
        text: 'Okota code: ******. It expires in 10 minutes.',
        status: 'sent',
        sentAt: new Date(),
      },
    ]);
    await db
      .insert(phoneCodes)
      .values({ userId: person.user.id, phone: person.user.phone, purpose: 'account', codeHash: 'h'.repeat(64), expiresAt: new Date(Date.now() + 600_000) });
    await db.insert(smsAlertPreferences).values({ userId: person.user.id, claimApproved: false });
    await db.insert(ussdCallers).values({ phone: person.user.phone, language: 'sw', firstSessionId: `ATUid_${person.user.id}` });
    return person;
  }

  it('puts the SMS sent to the person, their switches and their USSD language in the download, in their words', async () => {
    const person = await personWithTraces('sw');
    const res = await t.request({ method: 'GET', url: '/api/me/export', token: person.token });
    expect(res.statusCode, res.body).toBe(200);
    const { sms, retention } = res.json();
    expect(sms.alerts).toEqual({ match: true, claimApproved: false, paymentCompleted: true, payoutSent: true, refundSent: true });
    expect(sms.ussdLanguage).toBe('sw');
    expect(sms.messages.map((m: { kind: string }) => m.kind).sort()).toEqual(['claim_approved', 'code']);
    const delivered = sms.messages.find((m: { kind: string }) => m.kind === 'claim_approved');
    expect(delivered).toMatchObject({ phone: person.user.phone, status: 'delivered', statusText: 'Imefika' });
    expect(sms.note).toContain('SMS tulizotuma');
    expect(retention.some((line: string) => line.startsWith('SMS:'))).toBe(true);
    // Codes are never in it, not even hashed.
    expect(res.body).not.toContain('h'.repeat(64));
  });

  it('erases the words and number of their SMS, their codes, switches and USSD language when they close the account', async () => {
    const { db } = t.app.ctx;
    const person = await personWithTraces('en');
    const closed = await t.request({ method: 'DELETE', url: '/api/me', token: person.token, payload: { password: DEFAULT_PASSWORD } });
    expect(closed.statusCode, closed.body).toBe(200);

    const rows = await db.select().from(smsMessages).where(eq(smsMessages.userId, person.user.id));
    // The books still count two SMS and what became of them.
    expect(rows.map((row) => [row.kind, row.status, row.phone, row.text]).sort()).toEqual([
      ['claim_approved', 'delivered', '', ''],
      ['code', 'sent', '', ''],
    ]);
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.userId, person.user.id))).toEqual([]);
    expect(await db.select().from(smsAlertPreferences).where(eq(smsAlertPreferences.userId, person.user.id))).toEqual([]);
    expect(await db.select().from(ussdCallers).where(eq(ussdCallers.phone, person.user.phone))).toEqual([]);
  });

  it("forgets an SMS's words and number after 90 days, spent codes at once, and an idle number's USSD language after 12 months", async () => {
    const { db } = t.app.ctx;
    const person = await personWithTraces('en');
    const [waiting] = await db
      .insert(smsMessages)
      .values({ userId: person.user.id, phone: person.user.phone, kind: 'match', text: 'Okota: a match', status: 'scheduled' })
      .returning();

    await applyRetention({ ctx: t.app.ctx, now: later(89) });
    expect((await db.select().from(smsMessages).where(eq(smsMessages.userId, person.user.id))).every((row) => row.phone === person.user.phone)).toBe(true);
    // The code expired after 10 minutes: nothing can use it any more.
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.userId, person.user.id))).toEqual([]);

    await applyRetention({ ctx: t.app.ctx, now: later(91) });
    const rows = await db.select().from(smsMessages).where(eq(smsMessages.userId, person.user.id));
    for (const row of rows.filter((r) => r.id !== waiting.id)) expect([row.phone, row.text, row.status]).toEqual(['', '', row.status]);
    // An SMS still waiting to go keeps what it needs to be sent.
    expect(rows.find((r) => r.id === waiting.id)?.phone).toBe(person.user.phone);
    expect(await db.select().from(ussdCallers).where(eq(ussdCallers.phone, person.user.phone))).toHaveLength(1);

    await applyRetention({ ctx: t.app.ctx, now: later(370) });
    expect(await db.select().from(ussdCallers).where(eq(ussdCallers.phone, person.user.phone))).toEqual([]);
  });
});
