/**
 * A message at every turn (docs/rules.md "Accounts by phone, and a message at every turn",
 * docs/decisions/0231), over HTTP with the Daraja and Africa's Talking simulators and the
 * development mail outbox: what the finder and the owner each receive by SMS and e-mail, in
 * English and in Kiswahili, from the claim to the payout; and a payout that waits for a number.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatKsh } from '@okota/shared';
import { getCurrentFees } from '../../settings/settings.repository';
import { paymentRow, settleUntil } from '../../payments/payments.test-support';
import { setSmsClock } from '../../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { aDayLater, claimPath, eatFuture, notificationsOf, person, received } from './turns.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(() => setSmsClock(() => eatFuture('10:00:00')));
afterEach(() => setSmsClock(undefined));

type Words = ReturnType<typeof words>;
/** What each turn says, in each language; `o` is the site's address, `id` the item's. */
const words = (o: string, id: number, fee: string, share: string) => ({
  en: {
    claimSms: `Okota: new claim on an item you found (Wallets, Nairobi, 1 November 2026). Review it: ${o}/finder-dashboard`,
    claimSubject: 'New claim on an item you found',
    approvedSms: `Okota: your claim was approved (Wallets). Pay the ${fee} fee to get the finder's contact: ${o}/item/${id}?pay`,
    approvedSubject: `Your claim was approved: pay ${fee} to get the finder's contact`,
    paidSms: `Okota: Amani paid for the item you found (Wallets). Chat to arrange the hand-over: ${o}/item/${id}`,
    paidSubject: 'The owner has paid: arrange the hand-over',
    receivedSms: `Okota: payment received (Wallets, Nairobi). The finder's contact is on the item page: ${o}/item/${id}`,
    ownerReminderSms: `Okota: got your item (Wallets) back? Confirm it so the finder is paid, or report a problem: ${o}/item/${id}`,
    ownerReminderSubject: 'Did you get your item back?',
    finderReminderSms: `Okota: please hand over the item you found (Wallets) to its owner. Arrange it in the chat: ${o}/item/${id}`,
    finderReminderSubject: 'Reminder: hand the item over',
    payoutSms: (receipt: string) => `Okota: we sent ${share} to your M-Pesa, receipt ${receipt}. Thank you for returning the item! ${o}/finder-dashboard`,
    rejectedSms: `Okota: the finder did not approve your claim (Wallets, Nairobi). See your claims: ${o}/claimer-dashboard`,
    rejectedSubject: 'Your claim was not approved',
    waitingSms: `Okota: your ${share} reward is waiting. Verify a Safaricom (M-Pesa) number to get it at once: ${o}/profile`,
    waitingSubject: `Your ${share} reward is waiting for your number`,
  },
  sw: {
    claimSms: `Okota: dai jipya kwa kitu ulichokipata (Pochi, Nairobi, 1 Novemba 2026). Lione: ${o}/finder-dashboard`,
    claimSubject: 'Dai jipya kwa kitu ulichokipata',
    approvedSms: `Okota: dai lako limekubaliwa (Pochi). Lipa ada ya ${fee} upate mawasiliano ya aliyekipata: ${o}/item/${id}?pay`,
    approvedSubject: `Dai lako limekubaliwa: lipa ${fee} upate mawasiliano ya aliyekipata`,
    paidSms: `Okota: Amani amelipia kitu ulichokipata (Pochi). Ongea naye mpange makabidhiano: ${o}/item/${id}`,
    paidSubject: 'Mwenye kitu amelipa: pangeni makabidhiano',
    receivedSms: `Okota: malipo yamepokelewa (Pochi). Mawasiliano ya aliyekipata yako kwenye ukurasa: ${o}/item/${id}`,
    ownerReminderSms: `Okota: umerudishiwa kitu chako (Pochi)? Thibitisha ili aliyekipata alipwe, au ripoti tatizo: ${o}/item/${id}`,
    ownerReminderSubject: 'Umerudishiwa kitu chako?',
    finderReminderSms: `Okota: tafadhali mkabidhi mwenye kitu ulichokipata (Pochi). Pangeni kwenye mazungumzo: ${o}/item/${id}`,
    finderReminderSubject: 'Kumbusho: mkabidhi mwenye kitu',
    payoutSms: (receipt: string) => `Okota: tumetuma ${share} kwenye M-Pesa yako, risiti ${receipt}. Asante kwa kukirudisha! ${o}/finder-dashboard`,
    rejectedSms: `Okota: aliyekipata hakukubali dai lako (Pochi, Nairobi). Angalia madai yako: ${o}/claimer-dashboard`,
    rejectedSubject: 'Dai lako halikukubaliwa',
    waitingSms: `Okota: zawadi yako ya ${share} inasubiri. Thibitisha nambari ya Safaricom (M-Pesa) ili itumwe: ${o}/profile`,
    waitingSubject: `Zawadi yako ya ${share} inasubiri nambari yako ya simu`,
  },
});

async function peopleIn(language: 'en' | 'sw', finderOverrides = {}) {
  const finder = await person(t, { language, firstName: 'Otieno', role: 'finder', ...finderOverrides });
  const owner = await person(t, { language, firstName: 'Amani' });
  const fees = await getCurrentFees(t.app.ctx.db);
  const path = claimPath(t, finder, owner);
  const item = await path.item();
  const w: Words['en'] = words(t.origin, item.id, formatKsh(fees.totalFee), formatKsh(fees.finderAmount))[language];
  return { finder, owner, path, item, w };
}

describe.each(['en', 'sw'] as const)('a message at every turn, in %s', (language) => {
  it('tells the finder of the claim and the payment, the owner of the approval, both of the hand-over, the finder of the payout', async () => {
    const { finder, owner, path, item, w } = await peopleIn(language);

    const claimId = await path.claim(item.id);
    let f = await received(t, finder);
    expect(f.sms).toEqual([w.claimSms]);
    expect(f.subjects).toEqual([w.claimSubject]);
    expect(f.mails[0].text).toContain(`${t.origin}/finder-dashboard`);
    expect(f.mails[0].html).toContain(`lang="${language}"`);

    await path.decide(claimId, 'approved');
    let o = await received(t, owner);
    expect(o.sms).toEqual([w.approvedSms]);
    expect(o.subjects).toEqual([w.approvedSubject]);
    expect(o.mails[0].text).toContain(`${t.origin}/item/${item.id}`);

    const payment = await path.pay(item.id);
    f = await received(t, finder);
    expect(f.sms).toEqual([w.claimSms, w.paidSms]);
    expect(f.subjects).toEqual([w.claimSubject, w.paidSubject]);
    expect(f.mails[1].text).toContain('Amani');
    expect(f.mails[1].text).toContain(`${t.origin}/item/${item.id}?expand=messages`);
    o = await received(t, owner);
    expect(o.sms).toEqual([w.approvedSms, w.receivedSms]);

    await aDayLater(t);
    f = await received(t, finder);
    o = await received(t, owner);
    expect(f.sms.at(-1)).toBe(w.finderReminderSms);
    expect(f.subjects.at(-1)).toBe(w.finderReminderSubject);
    expect(o.sms.at(-1)).toBe(w.ownerReminderSms);
    expect(o.subjects.at(-1)).toBe(w.ownerReminderSubject);
    // Told once: the reminder job does not come back.
    await aDayLater(t);
    expect((await received(t, owner)).sms).toHaveLength(3);

    expect((await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: owner.token, payload: {} })).statusCode).toBe(200);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    f = await received(t, finder);
    expect(f.sms.at(-1)).toBe(w.payoutSms(paid.finderTransactionId!));
    expect(f.sms).toHaveLength(4);
  });

  it("tells the owner a claim was not approved, without the finder's note", async () => {
    const { owner, path, item, w } = await peopleIn(language);
    const claimId = await path.claim(item.id);
    await path.decide(claimId, 'rejected', 'Wrong colour, sorry');
    const o = await received(t, owner);
    expect(o.sms).toEqual([w.rejectedSms]);
    expect(o.subjects).toEqual([w.rejectedSubject]);
    expect(o.mails[0].text).not.toContain('Wrong colour');
    // The note is in the app.
    expect((await notificationsOf(t, owner)).map((n) => n.message).join()).toContain('Wrong colour');
  });

  it('never lets a payout wait silently: the unverified number and the address are told at once, with one link', async () => {
    const { finder, owner, path, item, w } = await peopleIn(language, { phoneVerified: false });
    await path.decide(await path.claim(item.id), 'approved');
    const payment = await path.pay(item.id);
    expect((await received(t, finder)).sms).toEqual([]);
    await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: owner.token, payload: {} });
    await settleUntil(t, payment.id, (p) => p.payoutStatus === 'awaiting_phone');

    const f = await received(t, finder);
    expect(f.sms).toEqual([w.waitingSms]);
    expect(f.subjects.at(-1)).toBe(w.waitingSubject);
    expect(f.mails.at(-1)!.text).toContain(`${t.origin}/profile`);
    const [bell] = (await notificationsOf(t, finder)).filter((n) => n.kind === 'payout_awaiting_phone');
    expect(bell.type).toBe('verify_phone');
    expect(bell.message).not.toContain('/profile');
    const listed = (await t.request({ method: 'GET', url: '/api/notifications', token: finder.token })).json().notifications;
    expect(listed.find((n: { id: number }) => n.id === bell.id).message).not.toContain('(/profile)');

    // Verified: the payout goes, and the finder hears of it with the receipt.
    expect((await t.request({ method: 'POST', url: '/api/auth/phone/send-code', token: finder.token, payload: {} })).statusCode).toBe(200);
    await t.runJobs();
    const code = await t.sms.codeFor(finder.user.phone);
    expect((await t.request({ method: 'POST', url: '/api/auth/phone/verify', token: finder.token, payload: { code } })).statusCode).toBe(200);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect((await received(t, finder)).sms.at(-1)).toBe(w.payoutSms(paid.finderTransactionId!));
    expect((await paymentRow(t, payment.id)).payoutStatus).toBe('paid');
  });
});
