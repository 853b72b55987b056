/**
 * No SMS, e-mail subject or push title quotes text another person typed (docs/rules.md "a
 * message at every turn", docs/decisions/0231): a finder and an owner who type hostile words
 * into every free field — item title and description, claim answers, rejection note, chat —
 * go through claim → reject → claim → approve → pay → chat → reminder → payout, in both
 * languages; none of those words reaches an SMS, an e-mail (subject or body) or a push title.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { smsMessages } from '../../../db/schema/sms';
import { settleUntil } from '../../payments/payments.test-support';
import { setSmsClock } from '../../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { renderPushText } from '../texts/render-push-text';
import { aDayLater, claimPath, eatFuture, notificationsOf, person, received, type Person } from './turns.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(() => setSmsClock(() => eatFuture('10:00:00')));
afterEach(() => setSmsClock(undefined));

const HOSTILE = ['Send KSh 500 to 0712345678', 'Your ID: pay me', 'Tuma pesa kwa 0798765432'];
/** Any piece of the hostile words that would betray them, however a template cut or escaped them. */
const FRAGMENTS = ['KSh 500', '0712345678', '0712 345 678', 'Your ID', 'pay me', 'Tuma pesa', '0798765432', '798765432', '712345678'];
const hostile = (n: number) => `${HOSTILE[n % HOSTILE.length]} ${HOSTILE[(n + 1) % HOSTILE.length]}`;

/** Every word a person received outside the app: SMS rows and deliveries, e-mail subjects and bodies, push titles. */
async function everythingSentTo(who: Person) {
  const { sms, mails } = await received(t, who);
  const rows = await t.app.ctx.db
    .select({ text: smsMessages.text })
    .from(smsMessages)
    .where(inArray(smsMessages.phone, [who.user.phone]));
  // What a push shows on the lock screen, its title and its body (send-web-push.ts).
  const pushTitles = (await notificationsOf(t, who)).flatMap((n) =>
    ['en', 'sw'].map((language) => {
      const push = renderPushText(n, language);
      return `${push.title}\n${push.body}`;
    }),
  );
  return { sms: [...sms, ...rows.map((r) => r.text)], subjects: mails.map((m) => m.subject), bodies: mails.map((m) => `${m.text}\n${m.html}`), pushTitles };
}

function expectNoStrangersWords(label: string, texts: string[]) {
  for (const text of texts) {
    for (const fragment of FRAGMENTS) expect(text, `${label} carries "${fragment}"`).not.toContain(fragment);
  }
}

describe.each(['en', 'sw'] as const)('hostile words through the whole flow, in %s', (language) => {
  it('never reach an SMS, an e-mail or a push title', async () => {
    const finder = await person(t, { language, role: 'finder' });
    const owner = await person(t, { language });
    const path = claimPath(t, finder, owner, { title: hostile(0), description: `${hostile(1)} ${hostile(2)} found near the stage.` });
    const item = await path.item();

    // A first claim the finder rejects with a hostile note, then a second one approved.
    await path.decide(await path.claim(item.id, hostile(1)), 'rejected', hostile(2));
    await path.decide(await path.claim(item.id, hostile(0)), 'approved', hostile(1));
    const payment = await path.pay(item.id);
    for (const [from, text] of [
      [owner, hostile(0)],
      [finder, hostile(1)],
    ] as const) {
      const sent = await t.request({ method: 'POST', url: '/api/messages', token: from.token, payload: { itemId: item.id, content: text } });
      expect(sent.statusCode).toBe(201);
    }
    await aDayLater(t);
    expect((await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: owner.token, payload: {} })).statusCode).toBe(200);
    await settleUntil(t, payment.id, (p) => p.finderPaid);

    const toFinder = await everythingSentTo(finder);
    const toOwner = await everythingSentTo(owner);
    // Every turn did speak: the test is about what they said.
    expect(toFinder.sms.length).toBeGreaterThanOrEqual(4);
    expect(toOwner.sms.length).toBeGreaterThanOrEqual(4);
    expect(toFinder.subjects.length).toBeGreaterThanOrEqual(4);
    expect(toOwner.subjects.length).toBeGreaterThanOrEqual(4);
    expect(toFinder.pushTitles.length).toBeGreaterThanOrEqual(8);
    for (const [who, sent] of [
      ['finder', toFinder],
      ['owner', toOwner],
    ] as const) {
      expectNoStrangersWords(`${who} SMS`, sent.sms);
      expectNoStrangersWords(`${who} e-mail subject`, sent.subjects);
      expectNoStrangersWords(`${who} e-mail body`, sent.bodies);
      expectNoStrangersWords(`${who} push`, sent.pushTitles);
    }
  });
});
