/**
 * Readable on every screen (issue 19): every visible text, control and placeholder on every page a
 * person can reach, in English and Kiswahili, at 360, 390 and 1280 px, has a contrast of at least
 * 4.5:1 against what is really behind it (3:1 for large text); and axe-core finds no violation of
 * any impact there. One tour serves both checks: each screen opens once per language and is
 * resized, not reloaded. Our own measure walks the ancestors' backgrounds (gradients stop by stop,
 * opacity included) because the landing page's white-on-white "Search Lost Items" went unnoticed.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedInContext } from './browser';
import { axeViolations, contrastOf, describeContrast, Findings } from './findings';
import { PROBES, settle, setUpScene, tour, WIDTHS, type Language, type Scene } from './screens';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe('contrast and axe on every screen', () => {
  let browser: Browser;
  let scene: Promise<Scene> | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the contrast probe catches white on white, faint text and light gradients, and passes good text', async () => {
    const context = await signedInContext(browser, null, { bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/');
    await settle(page);
    await page.addScriptTag({ path: PROBES });
    await page.evaluate(() => {
      const hero = document.querySelector('main section') ?? document.body;
      hero.insertAdjacentHTML(
        'beforeend',
        `
        <div style="background:#fff"><a href="/search" style="background:#fff;color:#fff;border:1px solid #ffffffb3">Probe white on white</a></div>
        <div style="background:#fff"><p style="color:#8a8a8a;font-size:14px">Probe small grey</p></div>
        <div style="background:linear-gradient(#0f5132,#fef9c3)"><span style="color:#fff">Probe light gradient</span></div>
        <div style="background:#fff"><div style="opacity:.4"><span style="color:#0f172a">Probe faded</span></div></div>
        <div style="background:#0f5132"><span style="color:#fff;font-size:16px">Probe readable</span></div>
        <div style="background:#fff linear-gradient(#0f5132,#134e4a)"><span style="color:#fff">Probe dark gradient</span></div>
        <div style="background:#fff"><h2 style="color:#8a8a8a;font-size:28px">Probe large grey</h2></div>
        <style>.probe-input::placeholder { color: #cbd5e1 }</style>
        <div style="background:#fff"><input placeholder="Probe pale placeholder" style="color:#000;background:#fff" class="probe-input"></div>`,
      );
    });
    const found = await contrastOf(page);
    const texts = found.map((finding) => finding.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Probe white on white', 'Probe small grey', 'Probe light gradient', 'Probe faded', 'Probe pale placeholder']),
    );
    expect(found.find((finding) => finding.text === 'Probe white on white')).toMatchObject({ ratio: 1, colours: '#ffffff on #ffffff' });
    expect(texts).not.toContain('Probe readable');
    // The white background colour lies under the gradient, not beside it.
    expect(texts).not.toContain('Probe dark gradient');
    // #8a8a8a on white is 3.45:1: too faint for 14 px text, enough for 28 px.
    expect(texts).not.toContain('Probe large grey');
    await context.close();
  });

  for (const language of ['en', 'sw'] as Language[]) {
    it(`${language}: every screen at 360, 390 and 1280 px is readable and axe finds nothing`, { timeout: 300_000 }, async () => {
      const contrast = new Findings();
      const axe = new Findings();
      const errors = await tour(browser, await (scene ??= setUpScene()), { languages: [language], widths: WIDTHS, scripts: [AXE_SOURCE] }, async (visit) => {
        for (const finding of await contrastOf(visit.page)) contrast.add(visit, describeContrast(finding));
        for (const violation of await axeViolations(visit.page)) axe.add(visit, violation);
      });
      expect.soft(contrast.list(), 'text below WCAG contrast (screen | language | widths | element | text | colours | ratio)').toEqual([]);
      expect.soft(axe.list(), 'axe-core violations (screen | language | widths | rule | elements)').toEqual([]);
      expect.soft(errors, 'page errors').toEqual({});
    });
  }
});
