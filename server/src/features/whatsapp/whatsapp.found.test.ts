/**
 * "I found something" on WhatsApp, driven end to end through signed webhooks against the
 * simulator, in English and in Kiswahili: the item the web makes appears in search with its photo,
 * posted to a new phone-verified account of that number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createUser, firstCategoryId } from '../../../test/factories';
import { jpegWithGps } from '../items/items.test-support';
import { choicesOf, startWhatsappApp, wordsOf, type PersonAction, type WhatsappTestApp } from './whatsapp.test-support';

describe('WhatsApp: I found something', () => {
  let t: WhatsappTestApp;
  let photo: string;
  beforeAll(async () => {
    t = await startWhatsappApp();
    photo = (await jpegWithGps(1200, 900)).toString('base64');
  });
  afterAll(() => t.close());

  /** The person acts; expects exactly one answer, and returns it. */
  async function step(from: string, action: PersonAction) {
    const { httpStatus, replies } = await t.wa.act(from, action);
    expect(httpStatus).toBe(200);
    expect(replies).toHaveLength(1);
    return replies[0];
  }
  const tap = async (from: string, answer: Awaited<ReturnType<typeof step>>, id: string) => {
    expect(choicesOf(answer)).toContain(id);
    return step(from, { type: choicesOf(answer).length > 3 || answer.body.interactive?.type === 'list' ? 'list' : 'button', replyId: id, replyTitle: 'x' });
  };
  const itemId = (text: string) => Number(/\/item\/(\d+)/.exec(text)![1]);

  it('posts an item with its photo in English, to a new phone-verified account', async () => {
    const from = '254712000101';
    const electronics = await firstCategoryId(t.app.ctx.db, 'Electronics');
    let answer = await step(from, { type: 'text', text: 'hello', name: 'Wanjiru' });
    expect(wordsOf(answer)).toContain('Hello from Okota');
    answer = await tap(from, answer, 'menu:found');
    expect(wordsOf(answer)).toMatch(/Terms \(http.*terms-and-conditions\)/);
    answer = await tap(from, answer, 'consent:yes');
    expect(wordsOf(answer)).toContain('Send 1 to 4 photos');
    answer = await step(from, { type: 'image', imageBase64: photo, mimeType: 'image/jpeg' });
    expect(wordsOf(answer)).toContain('Photo 1 received');
    answer = await tap(from, answer, 'photos:done');
    answer = await tap(from, answer, `cat:${electronics}`);
    expect(wordsOf(answer)).toContain('county');
    answer = await step(from, { type: 'text', text: 'nairobi county' });
    expect(wordsOf(answer)).toContain('Where exactly?');
    answer = await step(from, { type: 'text', text: 'Kencom bus stage' });
    answer = await tap(from, answer, 'when:today');
    expect(wordsOf(answer)).toContain('Question 1');
    answer = await step(from, { type: 'text', text: 'What colour is the phone cover?' });
    expect(wordsOf(answer)).toContain('the right answer');
    answer = await step(from, { type: 'text', text: 'Blue' });
    answer = await tap(from, answer, 'q:done');
    expect(wordsOf(answer)).toMatch(/Electronics[\s\S]*Nairobi, Kencom bus stage[\s\S]*1 photo/);
    answer = await tap(from, answer, 'post:yes');
    expect(wordsOf(answer)).toContain('Your item is posted');
    const id = itemId(wordsOf(answer));

    const [account] = await t.app.ctx.db.select().from(users).where(eq(users.phone, '+254712000101'));
    expect(account).toMatchObject({ phoneVerified: true, firstName: 'Wanjiru', termsAccepted: true, language: 'en' });

    const search = (await t.request({ method: 'GET', url: '/api/items?search=electronics&location=Nairobi' })).json() as {
      items: Array<{ id: number; images: string[]; finderId?: string }>;
    };
    const found = search.items.find((i) => i.id === id);
    expect(found?.images).toHaveLength(1);
    const stored = await t.app.inject({ method: 'GET', url: found!.images[0] });
    expect(stored.statusCode).toBe(200);
    // Processed as every uploaded photo: no EXIF, no GPS.
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    const item = (await t.request({ method: 'GET', url: `/api/items/${id}` })).json();
    expect(item).toMatchObject({ location: 'Nairobi', nearLocation: 'Kencom bus stage', categoryId: electronics });
  });

  it('speaks Kiswahili to a first "habari", takes a shared location and typed county, and posts', async () => {
    const from = '254712000102';
    const keys = await firstCategoryId(t.app.ctx.db, 'Keys');
    let answer = await step(from, { type: 'text', text: 'Habari' });
    expect(wordsOf(answer)).toContain('Habari kutoka Okota');
    answer = await tap(from, answer, 'menu:found');
    expect(wordsOf(answer)).toContain('Nakubali');
    answer = await tap(from, answer, 'consent:yes');
    expect(wordsOf(answer)).toContain('Tuma picha');
    answer = await step(from, { type: 'image', imageBase64: photo });
    answer = await tap(from, answer, 'photos:done');
    answer = await tap(from, answer, `cat:${keys}`);
    // Paged county lists: at most ten rows, the tenth opens the next page.
    expect(choicesOf(answer)).toHaveLength(10);
    answer = await tap(from, answer, 'county-page:1');
    expect(choicesOf(answer)).toContain('county:Kisumu');
    answer = await tap(from, answer, 'county:Kisumu');
    expect(wordsOf(answer)).toContain('Wapi hasa?');
    answer = await step(from, { type: 'location', latitude: -0.0917, longitude: 34.768 });
    expect(wordsOf(await tap(from, answer, 'when:earlier'))).toContain('DD/MM/YYYY');
    answer = await step(from, { type: 'text', text: '31/02/2026' });
    expect(wordsOf(answer)).toContain('Siwezi kutumia siku hiyo');
    answer = await step(from, { type: 'text', text: '01/11/2026' });
    expect(wordsOf(answer)).toContain('Swali 1');
    for (const [question, reply] of [
      ['Funguo ziko kwenye kishikio cha rangi gani?', 'Nyekundu'],
      ['Kuna funguo ngapi kwenye kishikio?', 'Tatu'],
    ]) {
      expect(wordsOf(await step(from, { type: 'text', text: question }))).toContain('jibu sahihi');
      answer = await step(from, { type: 'text', text: reply });
      if (question.startsWith('Kuna')) break;
      answer = await tap(from, answer, 'q:add');
    }
    answer = await tap(from, answer, 'q:done');
    expect(wordsOf(answer)).toContain('Kiliokotwa Kisumu, mahali palipotumwa');
    answer = await tap(from, answer, 'post:yes');
    expect(wordsOf(answer)).toContain('Kitu chako kimechapishwa');
    const item = (await t.request({ method: 'GET', url: `/api/items/${itemId(wordsOf(answer))}` })).json();
    expect(item).toMatchObject({ location: 'Kisumu', dateFound: expect.stringMatching(/^2026-11-01/) });
    // The shared location is the item's pin (the public sees it rounded, as any web pin).
    expect(Number(item.latitude)).toBeCloseTo(-0.0917, 2);
    expect(Number(item.longitude)).toBeCloseTo(34.768, 2);
    expect(item.images).toHaveLength(1);
    const [account] = await t.app.ctx.db.select().from(users).where(eq(users.phone, '+254712000102'));
    expect(account).toMatchObject({ phoneVerified: true, language: 'sw' });
  });

  it('asks an account whose phone is not verified to verify it first, and makes no second account', async () => {
    const from = '254712000103';
    await createUser(t.app.ctx.db, { phone: '+254712000103', phoneVerified: false });
    let answer = await step(from, { type: 'text', text: 'hello' });
    answer = await tap(from, answer, 'menu:found');
    expect(wordsOf(answer)).toMatch(/not verified yet[\s\S]*\/profile#verify-phone/);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.phone, '+254712000103'))).toHaveLength(1);
  });

  it('answers a voice note or a sticker politely, saying what it reads', async () => {
    const answer = await step('254712000104', { type: 'audio' });
    expect(wordsOf(answer)).toContain('I can only read text, photos');
  });

  it('a repeated delivery of the post tap posts nothing twice', async () => {
    const from = '254712000105';
    const wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
    let answer = await step(from, { type: 'text', text: 'hi' });
    answer = await tap(from, answer, 'menu:found');
    expect(wordsOf(await tap(from, answer, 'consent:yes'))).toContain('photos');
    answer = await step(from, { type: 'image', imageBase64: photo });
    answer = await tap(from, answer, 'photos:done');
    expect(wordsOf(await tap(from, answer, `cat:${wallets}`))).toContain('county');
    await step(from, { type: 'text', text: 'Mombasa' });
    answer = await step(from, { type: 'text', text: 'Likoni ferry' });
    expect(wordsOf(await tap(from, answer, 'when:yesterday'))).toContain('Question 1');
    await step(from, { type: 'text', text: 'What is the name on the card inside?' });
    answer = await step(from, { type: 'text', text: 'Otieno' });
    expect(wordsOf(await tap(from, answer, 'q:done'))).toContain('Post it on Okota?');
    const { wamid, replies } = await t.wa.act(from, { type: 'button', replyId: 'post:yes', replyTitle: 'Post' });
    expect(wordsOf(replies[0])).toContain('Your item is posted');
    const event = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'W',
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  {
                    from,
                    id: wamid,
                    timestamp: '1',
                    type: 'interactive',
                    interactive: { type: 'button_reply', button_reply: { id: 'post:yes', title: 'Post' } },
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    expect((await t.wa.redeliver(event)).httpStatus).toBe(200);
    await t.app.ctx.jobs.runDueJobs();
    const [account] = await t.app.ctx.db.select().from(users).where(eq(users.phone, '+254712000105'));
    const mine = await t.request({ method: 'GET', url: `/api/items?search=wallets&location=Mombasa` });
    expect((mine.json() as { items: Array<{ finderId?: string }> }).items).toHaveLength(1);
    expect(account).toBeDefined();
    expect(await t.wa.sentTo(from)).toHaveLength(13);
  });
});
