import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { preferredLanguage } from './page-meta-sw';

describe('which language a page request prefers', () => {
  const ask = (url: string, acceptLanguage?: string) => preferredLanguage({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

  it('follows ?lang=, then Accept-Language by its weights, and is English by default', () => {
    expect(ask('/search?lang=sw')).toBe('sw');
    expect(ask('/search?q=simu&lang=en', 'sw-KE')).toBe('en');
    expect(ask('/search', 'sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(ask('/search', 'en-KE,en;q=0.9,sw;q=0.8')).toBe('en');
    expect(ask('/search', 'fr-FR, sw;q=0.5')).toBe('sw');
    expect(ask('/search', 'fr-FR')).toBe('en');
    expect(ask('/search', 'sw;q=abc')).toBe('en');
    expect(ask('/search')).toBe('en');
  });
});

describe('page metadata in Kiswahili', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-body--></div></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string, acceptLanguage?: string) =>
    t.request({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
  const descriptionOf = (html: string) => /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];

  it('writes the title, description and lang in Kiswahili when the request prefers it', async () => {
    const sw = await page('/search', 'sw-KE,sw;q=0.9,en;q=0.5');
    expect(titleOf(sw.body)).toBe('Tafuta vitu vilivyookotwa – Okota');
    expect(descriptionOf(sw.body)).toBe('Tafuta vitu vilivyookotwa katika kaunti 47 za Kenya.');
    expect(sw.body).toContain('<html lang="sw">');
    expect(sw.headers.vary).toMatch(/accept-language/i);
    expect(titleOf((await page('/?lang=sw')).body)).toBe('Okota – Vitu vilivyopotea na kuokotwa Kenya');
    expect(titleOf((await page('/claimer-dashboard?lang=sw')).body)).toBe('Vitu nilivyopoteza – Okota');
  });

  it('stays English otherwise', async () => {
    const en = await page('/search', 'en-KE,en;q=0.9');
    expect(titleOf(en.body)).toBe('Search found items – Okota');
    expect(en.body).toContain('<html lang="en">');
    expect(titleOf((await page('/search')).body)).toBe('Search found items – Okota');
  });

  it('has no English description on any Kiswahili page', async () => {
    for (const url of ['/', '/search', '/post-item', '/contact', '/help-center', '/terms-and-conditions', '/privacy-policy', '/admin/users']) {
      const description = descriptionOf((await page(`${url}?lang=sw`)).body) ?? '';
      expect(description, url).not.toMatch(/\b(the|and|items?|lost|found)\b/i);
    }
  });
});
