/**
 * GET /api/me/export?format=html: the same data as the JSON file as one printable page in the
 * caller's language, every field labelled in both languages, nothing another person wrote left
 * unscrubbed (issue 26 point 4: a notification quoting someone's message), and nothing unescaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { notifications } from '../../db/schema';
import { exportHtmlWords } from './export-html-words';
import { fieldsOf } from './export-html';
import { sendMessage, settledDeal } from './personal-data.test-support';

describe('GET /api/me/export?format=html: a readable copy of my data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function world(language: 'en' | 'sw') {
    const db = t.app.ctx.db;
    const me = await createUser(db, { firstName: 'Wanjiru', lastName: 'Kamau', language });
    const finder = await createUser(db, { firstName: 'Otieno', lastName: 'Odhiambo' });
    await createItem(db, me.user.id, { title: 'Blue <b>Kenya Power</b> umbrella', verificationAnswer1: 'A torn strap' });
    const deal = await settledDeal(t, finder, me, { title: 'Brown leather wallet' });
    await sendMessage(t, finder, deal.item.id, 'Fine, I will be at the stage at noon.');
    // An older notification that quoted the other person's words, contact details and all.
    await db.insert(notifications).values({
      userId: me.user.id,
      type: 'new_message',
      title: 'New message from Otieno',
      message: 'Otieno wrote: call me on 0712 345 678 or otieno.o@example.com',
      itemId: deal.item.id,
      itemTitle: 'Brown leather wallet',
    });
    return { me, finder };
  }

  const page = (token: string, query: string) => t.request({ method: 'GET', url: `/api/me/export?format=html&${query}`, token });

  it('answers a printable page with the same data, as an .html attachment, escaped', async () => {
    const { me, finder } = await world('en');
    const res = await page(me.token, 'language=en');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="okota-my-data-\d{4}-\d{2}-\d{2}\.html"$/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1>My data on Okota</h1>');
    for (const text of ['Items you posted', 'Brown leather wallet', 'A torn strap', 'Fine, I will be at the stage at noon.', me.user.email, 'Wanjiru']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Blue &lt;b&gt;Kenya Power&lt;/b&gt; umbrella');
    expect(html).not.toContain('<b>Kenya Power</b>');
    expect(html).not.toContain('<script');
    // Scrubbed like a received message: no other person's contact details, no last name.
    expect(html).toContain('Otieno wrote:');
    expect(html).not.toMatch(/0712\s?345\s?678/);
    for (const secret of ['otieno.o@example.com', finder.user.email, finder.user.phone, finder.user.lastName]) expect(html).not.toContain(secret);
  });

  it('is written in Kiswahili for a Kiswahili reader, with no field left under its code name', async () => {
    const { me } = await world('sw');
    const html = (await page(me.token, '')).body;
    expect(html).toMatch(/<html lang="sw">/);
    for (const text of ['Data yangu kwenye Okota', 'Vitu ulivyoweka', 'Madai yako', 'Malipo', 'Barua pepe', 'Ndiyo']) expect(html).toContain(text);
    for (const code of ['<dt>statusText</dt>', '<dt>firstName</dt>', '>Items you posted<', '>Yes<']) expect(html).not.toContain(code);
  });

  it('has a label in both languages for every field of the JSON document', async () => {
    const { me } = await world('en');
    const document = (await t.request({ method: 'GET', url: '/api/me/export', token: me.token })).json();
    const { format: _f, exportedAt: _e, language: _l, about: _a, ...sections } = document;
    for (const language of ['en', 'sw'] as const) {
      const words = exportHtmlWords(language);
      expect(Object.keys(sections).filter((key) => !words.sections[key])).toEqual([]);
      expect([...fieldsOf(sections)].filter((field) => !words.labels[field] && !words.sections[field])).toEqual([]);
    }
  });
});
