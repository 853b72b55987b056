/**
 * Turn messages by WhatsApp for people who chose it in the chat: free-form inside the 24-hour
 * window, the utility template outside it, in the reader's language, never quoting what another
 * person typed; a message Meta reports `failed` goes by SMS instead, once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSmsClock } from '../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../sms/sms.test-support';
import { claimPath, eatFuture, person, type Person } from '../notifications/turns/turns.test-support';
import { eq } from 'drizzle-orm';
import { whatsappConversations } from '../../db/schema';
import { waControl, wordsOf } from './whatsapp.test-support';

describe('WhatsApp: turn messages', () => {
  let t: SmsTestApp;
  let wa: ReturnType<typeof waControl>;
  beforeAll(async () => {
    t = await startSmsApp();
    wa = waControl(t);
  });
  afterAll(() => t.close());
  beforeEach(() => setSmsClock(() => eatFuture('10:00:00')));
  afterEach(() => setSmsClock(undefined));

  const waIdOf = (p: Person) => p.user.phone.slice(1);
  /** The finder chose WhatsApp for updates in the chat (the menu's switch). */
  async function choseWhatsapp(finder: Person) {
    await wa.act(waIdOf(finder), { type: 'text', text: 'hi' });
    const { replies } = await wa.act(waIdOf(finder), { type: 'list', replyId: 'menu:turns', replyTitle: 'Updates on WhatsApp' });
    expect(wordsOf(replies[0])).toContain('your updates come here on WhatsApp');
  }
  const claimed = async (finder: Person, language: 'en' | 'sw' = 'en') => {
    const owner = await person(t, { phoneVerified: true, firstName: 'Kamau' });
    const path = claimPath(t, finder, owner, { title: 'Blue Samsung phone of Wafula', language } as never);
    const item = await path.item();
    await path.claim(item.id, 'It has a photo of my mother Nyokabi as wallpaper.');
    await t.runJobs();
    return item;
  };
  const smsTo = async (p: Person) => (await t.sms.outbox(p.user.phone)).map((m) => m.text);

  it('inside the window: the turn goes free-form, in our words, and no SMS', async () => {
    const finder = await person(t, { phoneVerified: true });
    await choseWhatsapp(finder);
    await claimed(finder);
    const [latest] = await wa.sentTo(waIdOf(finder));
    expect(latest.body.type).toBe('text');
    expect(wordsOf(latest)).toMatch(/^Okota: new claim on an item you found \(Wallets, Nairobi, 1 November 2026\)\. Review it: http.*\/finder-dashboard$/);
    // Never what another person typed: not the title, not the claim's details, not a stranger's name.
    expect(wordsOf(latest)).not.toMatch(/Samsung|Wafula|Nyokabi|mother|Kamau/);
    expect(await smsTo(finder)).toEqual([]);
  });

  it('outside the window: the approved template in the reader language, with the link only', async () => {
    const finder = await person(t, { phoneVerified: true, language: 'sw' });
    await choseWhatsapp(finder);
    // The person last wrote 25 hours ago, as Meta and our own record both know.
    await wa.ageWindow(waIdOf(finder), 25);
    await t.app.ctx.db
      .update(whatsappConversations)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(whatsappConversations.waId, waIdOf(finder)));
    await claimed(finder);
    const [latest] = await wa.sentTo(waIdOf(finder));
    expect(latest.body.type).toBe('template');
    expect(wordsOf(latest)).toMatch(/^okota_turn_update:sw:http.*\/finder-dashboard$/);
    expect(await smsTo(finder)).toEqual([]);
  });

  it('when Meta says the window closed before our clock did, the template goes instead (not an SMS)', async () => {
    const finder = await person(t, { phoneVerified: true });
    await choseWhatsapp(finder);
    await wa.ageWindow(waIdOf(finder), 25);
    await claimed(finder);
    const [latest] = await wa.sentTo(waIdOf(finder));
    expect(wordsOf(latest)).toMatch(/^okota_turn_update:en:http/);
    expect(await smsTo(finder)).toEqual([]);
  });

  it('a message WhatsApp reports failed goes by SMS instead, once', async () => {
    const finder = await person(t, { phoneVerified: true });
    await choseWhatsapp(finder);
    await wa.failNext(waIdOf(finder));
    await claimed(finder);
    const sms = await wa.waitFor(async () => {
      await t.runJobs();
      const texts = await smsTo(finder);
      return texts.length > 0 && texts;
    });
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatch(/^Okota: new claim on an item you found/);
    // Meta's retry of the same `failed` status sends nothing more.
    const [failed] = await wa.sentTo(waIdOf(finder));
    expect(failed.statuses.map((s) => s.status)).toEqual(['failed']);
    await wa.redeliver({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'W',
          changes: [
            { field: 'messages', value: { statuses: [{ id: failed.wamid, status: 'failed', recipient_id: waIdOf(finder), errors: [{ code: 131026 }] }] } },
          ],
        },
      ],
    });
    await t.runJobs();
    expect(await smsTo(finder)).toHaveLength(1);
  });

  it('a person who did not choose WhatsApp gets the SMS as before', async () => {
    const finder = await person(t, { phoneVerified: true });
    await claimed(finder);
    expect(await wa.sentTo(waIdOf(finder))).toEqual([]);
    expect(await smsTo(finder)).toHaveLength(1);
  });
});
