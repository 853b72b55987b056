/**
 * A finder whose WhatsApp number M-Pesa cannot pay (Airtel 0733…): the bot makes the account, asks
 * at once for an M-Pesa number (docs/decisions/0262, 0269), and when a reward is due it waits, told
 * on WhatsApp how to give one; no B2C is ever asked for that number. In English and Kiswahili.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { firstCategoryId } from '../../../test/factories';
import { issueToken } from '../auth/tokens.repository';
import { settleUntil } from '../payments/payments.test-support';
import { setSmsClock } from '../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../sms/sms.test-support';
import { claimPath, eatFuture, person, type Person } from '../notifications/turns/turns.test-support';
import { choicesOf, waControl, wordsOf, type PersonAction, type SentWaMessage } from './whatsapp.test-support';

const WORDS = {
  en: { hello: 'hello', notMpesa: 'not an M-Pesa (Safaricom) number', waiting: 'Verify a Safaricom (M-Pesa) number' },
  sw: { hello: 'habari', notMpesa: 'si ya M-Pesa (Safaricom)', waiting: 'Thibitisha nambari ya Safaricom (M-Pesa)' },
};

describe('WhatsApp: a number M-Pesa cannot pay', () => {
  let t: SmsTestApp;
  let wa: ReturnType<typeof waControl>;
  beforeAll(async () => {
    t = await startSmsApp();
    wa = waControl(t);
  });
  afterAll(() => t.close());
  beforeEach(() => setSmsClock(() => eatFuture('10:00:00')));
  afterEach(() => setSmsClock(undefined));

  async function step(from: string, action: PersonAction) {
    const { replies } = await wa.act(from, action);
    expect(replies).toHaveLength(1);
    return replies[0];
  }
  const tap = (from: string, answer: SentWaMessage, id: string) => {
    expect(choicesOf(answer)).toContain(id);
    return step(from, { type: answer.body.interactive?.type === 'list' ? 'list' : 'button', replyId: id, replyTitle: 'x' });
  };

  it.each(['en', 'sw'] as const)(
    'asks for an M-Pesa number when the account is made, and the reward waits for one, told on WhatsApp (%s)',
    async (language) => {
      const w = WORDS[language];
      const from = language === 'en' ? '254733000301' : '254733000302';
      const wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
      let answer = await step(from, { type: 'text', text: w.hello, name: 'Otieno' });
      answer = await tap(from, answer, 'menu:found');
      await tap(from, answer, 'consent:yes');
      answer = await step(from, { type: 'image', imageBase64: await tinyJpeg(), mimeType: 'image/jpeg' });
      answer = await tap(from, answer, 'photos:done');
      await tap(from, answer, `cat:${wallets}`);
      await step(from, { type: 'text', text: 'Nairobi' });
      answer = await step(from, { type: 'text', text: 'Kencom' });
      await tap(from, answer, 'when:today');
      await step(from, { type: 'text', text: 'What colour is the wallet?' });
      answer = await step(from, { type: 'text', text: 'Brown' });
      answer = await tap(from, answer, 'q:done');
      const posted = await tap(from, answer, 'post:yes');
      // Asked now, long before any reward: how, and where.
      expect(wordsOf(posted)).toContain(w.notMpesa);
      expect(wordsOf(posted)).toContain(`${t.origin}/profile#verify-phone`);
      await tap(from, posted, 'turns:on');

      const [account] = await t.app.ctx.db
        .select()
        .from(users)
        .where(eq(users.phone, `+${from}`));
      expect(account).toMatchObject({ phoneVerified: true, language });
      const finder = { user: account, token: await issueToken(t.app.ctx.db, account.id) } as unknown as Person;
      const itemId = Number(/\/item\/(\d+)/.exec(wordsOf(posted))![1]);
      const owner = await person(t);
      const path = claimPath(t, finder, owner);
      await path.decide(await path.claim(itemId), 'approved');
      const payment = await path.pay(itemId);
      expect((await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: owner.token, payload: {} })).statusCode).toBe(200);
      await settleUntil(t, payment.id, (p) => p.payoutStatus === 'awaiting_phone');
      await t.runJobs();

      // Told on WhatsApp (the updates they chose), in their language, with the way to give a number.
      const told = (await wa.sentTo(from)).map(wordsOf);
      expect(told.find((text) => text.includes(w.waiting))).toContain(`${t.origin}/profile`);
      // Nothing was asked of M-Pesa for that number.
      expect((await t.simulator.state()).b2c.filter((b) => b.msisdn === from)).toEqual([]);
      expect((await settleUntil(t, payment.id, () => true)).finderPaid).toBe(false);
    },
  );
});

async function tinyJpeg(): Promise<string> {
  const sharp = (await import('sharp')).default;
  return (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#753' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
}
