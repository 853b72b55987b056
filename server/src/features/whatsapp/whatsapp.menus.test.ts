/**
 * The bot's other choices: "Was my ID found?" within the shared lookup budget and never echoing
 * the number; "Search" in our own words (never the finder's typed title); "My items and claims";
 * a forwarded item link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInNairobi } from '@okota/shared';
import { createClaim, createUser, firstCategoryId } from '../../../test/factories';
import { LOOKUP_LIMITS } from '../documents/look-up-document';
import { startWhatsappApp, wordsOf, type PersonAction, type WhatsappTestApp } from './whatsapp.test-support';

describe('WhatsApp: the other menu choices', () => {
  let t: WhatsappTestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await startWhatsappApp();
    finder = await createUser(t.app.ctx.db, { role: 'finder' });
  });
  afterAll(() => t.close());

  const say = async (from: string, action: PersonAction) => {
    const { replies } = await t.wa.act(from, action);
    expect(replies).toHaveLength(1);
    return wordsOf(replies[0]);
  };
  const choose = (from: string, id: string) => say(from, { type: 'list', replyId: id, replyTitle: 'x' });
  const post = async (fields: Record<string, unknown>) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      payload: {
        description: 'Found at the bus park near the stage.',
        dateFound: todayInNairobi(),
        verificationQuestion1: 'What is the name on the card?',
        ...fields,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  it('finds a document by its number without repeating it, and counts against the number like USSD', async () => {
    const documents = await firstCategoryId(t.app.ctx.db, 'Documents');
    const item = await post({ title: 'National ID of Achieng', categoryId: documents, location: 'Kisumu', documentNumber: '24681357' });
    const from = '254713000201';
    await say(from, { type: 'text', text: 'hello' });
    expect(await choose(from, 'menu:document')).toContain('I will not repeat it');
    const found = await say(from, { type: 'text', text: '2468 1357' });
    expect(found).toContain('ending in …57 was found in Kisumu');
    expect(found).toContain(`/item/${item.id}`);
    expect(found).not.toMatch(/2468\s?1357|Achieng/);

    for (let i = 1; i < LOOKUP_LIMITS.perCallerHour; i++) {
      await choose(from, 'menu:document');
      expect(await say(from, { type: 'text', text: `Z${1000000 + i}` })).toContain('has been found yet');
    }
    await choose(from, 'menu:document');
    expect(await say(from, { type: 'text', text: 'Z7777777' })).toBe('You have checked many numbers. Please try again in an hour.');
  });

  it('answers a search with five results in our words, never the typed title', async () => {
    const wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
    for (let i = 0; i < 6; i++) await post({ title: `Brown leather wallet Mary ${i}`, categoryId: wallets, location: 'Nakuru' });
    const from = '254713000202';
    await say(from, { type: 'text', text: 'hi' });
    expect(await choose(from, 'menu:search')).toContain('What did you lose?');
    expect(await say(from, { type: 'text', text: 'leather wallet' })).toContain('In which county?');
    const answer = await say(from, { type: 'text', text: 'Nakuru' });
    const results = answer.split('\n').filter((line) => line.startsWith('• '));
    expect(results).toHaveLength(5);
    for (const line of results) expect(line).toMatch(/^• Wallets, Nakuru, found .+: http.*\/item\/\d+$/);
    expect(answer).not.toMatch(/leather|Mary|Brown/);
  });

  it('shows my items and claims with their status and link, for a verified number only', async () => {
    const me = await createUser(t.app.ctx.db, { phone: '+254713000203', phoneVerified: true });
    const keys = await firstCategoryId(t.app.ctx.db, 'Keys');
    const item = await post({ title: 'Car keys with a red tag', categoryId: keys, location: 'Nyeri' });
    await createClaim(t.app.ctx.db, item.id, me.user.id);
    await say('254713000203', { type: 'text', text: 'hi' });
    const answer = await choose('254713000203', 'menu:mine');
    expect(answer).toContain(`Your claim: Keys, Nyeri (waiting for the finder): `);
    expect(answer).toContain(`/item/${item.id}`);
    expect(answer).not.toContain('red tag');
  });

  it('answers a forwarded item link with the link that opens the claim', async () => {
    const from = '254713000204';
    await say(from, { type: 'text', text: 'hi' });
    const answer = await say(from, { type: 'text', text: `Is this mine? ${t.origin}/item/42` });
    expect(answer).toContain(`${t.origin}/item/42?claim=1`);
  });
});

describe('WhatsApp for admins', () => {
  let t: WhatsappTestApp;
  beforeAll(async () => {
    t = await startWhatsappApp({ WHATSAPP_TEMPLATE_COST_USD: '0.004' });
  });
  afterAll(() => t.close());

  it("counts the week's messages, templates and their cost, failures; lists every text in both languages", async () => {
    const admin = (await createUser(t.app.ctx.db, { role: 'admin' })).token;
    await t.wa.act('254714000301', { type: 'text', text: 'hi' });
    await t.wa.act('254714000301', { type: 'sticker' });
    const counts = await t.request({ method: 'GET', url: '/api/admin/whatsapp', token: admin });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toMatchObject({ days: 7, inbound: 2, sent: 2, templates: 0, failed: 0, estimatedCostUsd: 0, templateCostUsd: 0.004 });
    const texts = (await t.request({ method: 'GET', url: '/api/admin/whatsapp/texts', token: admin })).json();
    expect(texts.words.en.preview).toContain('Found in {county}, {place}');
    expect(texts.words.sw.documentFound).toContain('inayoishia {1}');
    expect(Object.keys(texts.words.sw)).toEqual(Object.keys(texts.words.en));
    expect(texts.templates.okota_turn_update.sw).toContain('{{1}}');
    expect((await t.request({ method: 'GET', url: '/api/admin/whatsapp' })).statusCode).toBe(401);
  });
});
