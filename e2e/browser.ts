/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Every browser this test file launched, for the failure report in e2e/setup.ts. */
export const launchedBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // In the production rehearsal, a home whose NSS database trusts the proxy's CA.
    ...(process.env.REHEARSAL_BROWSER_HOME ? { env: { ...process.env, HOME: process.env.REHEARSAL_BROWSER_HOME } } : {}),
  });
  launchedBrowsers.add(browser);
  browser.on('disconnected', () => launchedBrowsers.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', watch);
    return context;
  };
  return browser;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * After `page.goto`, wait until the app has committed its first render (#root[data-ready], set in
 * web/src/main.tsx): a first screen drawn by the server is on screen before its code runs, and a
 * tap then does nothing, as it would for a person on a slow line. Pages without the app (no #root)
 * and pages without JavaScript are not waited for.
 */
const readyPages = new WeakSet<Page>();
export function waitForAppAfterGoto(page: Page): Page {
  if (readyPages.has(page)) return page;
  readyPages.add(page);
  const goto = page.goto.bind(page);
  page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
    const response = await goto(url, options);
    await page
      .waitForFunction(
        () => {
          const root = document.getElementById('root');
          return !root || root.dataset.ready !== undefined || !document.querySelector('script[src="/app-after-first-paint.js"], script[type="module"]');
        },
        undefined,
        { timeout: 30_000 },
      )
      .catch((error: unknown) => {
        // JavaScript off: the page stays as drawn, and there is nothing to wait for.
        // A page that moved on by itself (a redirect) is waited for by the test's next step.
        if (!/JavaScript|destroyed|navigat/i.test(String(error))) throw error;
      });
    return response;
  }) as Page['goto'];
  return page;
}

/** A page of `context` whose errors are collected, so a test can fail on them. */
export async function openPage(context: BrowserContext): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const page = waitForAppAfterGoto(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** A fresh context whose page errors fail the test. */
export async function newPage(browser: Browser, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  context.on('page', waitForAppAfterGoto);
  return openPage(context);
}

/**
 * A context whose pages are signed in as `session` (a guest when null) the way the app stores it,
 * in a language, with session storage set (a saved draft, a claim to resume).
 * `bypassCSP` lets a test add a script tag (axe-core) the app's Content-Security-Policy would block.
 */
export async function signedInContext(
  browser: Browser,
  session: { token: string; user: unknown } | null,
  options: { viewport?: typeof PHONE; language?: 'en' | 'sw'; storage?: Record<string, string>; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const { viewport = PHONE, language = 'en', storage = {}, bypassCSP = false } = options;
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), bypassCSP });
  context.on('page', waitForAppAfterGoto);
  await context.addInitScript(
    ([token, user, lang, stored]) => {
      if (token) {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('user_data', user);
      }
      localStorage.setItem('i18nextLng', lang);
      for (const [key, value] of Object.entries(JSON.parse(stored))) sessionStorage.setItem(key, value as string);
    },
    [session?.token ?? '', JSON.stringify(session?.user ?? null), language, JSON.stringify(storage)] as const,
  );
  return context;
}

/** A page signed in as `session` the way the app stores it, in a language, with session storage set. */
export async function signedInPage(
  browser: Browser,
  session: { token: string; user: unknown },
  viewport = PHONE,
  language: 'en' | 'sw' = 'en',
  storage: Record<string, string> = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  return openPage(await signedInContext(browser, session, { viewport, language, storage }));
}

/**
 * What each open page did, kept so that a failed test can say more than "timeout": the failed
 * requests and console errors of every page still open when it failed (see e2e/setup.ts).
 */
const journals = new WeakMap<Page, string[]>();

export function watch(page: Page): void {
  if (journals.has(page)) return;
  const journal: string[] = [];
  journals.set(page, journal);
  const note = (line: string) => {
    journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (journal.length > 60) journal.shift();
  };
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
}

export const journalOf = (page: Page): string[] => journals.get(page) ?? [];

/** Every e-mail the test SMTP server received for an address, newest first. */
export async function mailsTo(address: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`${inject('smtpApi')}?to=${encodeURIComponent(address)}`);
  return response.json();
}

/** Every SMS the Africa's Talking simulator received for a number (any Kenyan form), newest first. */
export async function smsTo(phone: string): Promise<Array<{ to: string; text: string }>> {
  const response = await fetch(inject('smsApi'));
  const { messages } = (await response.json()) as { messages: Array<{ to: string; text: string }> };
  const last9 = phone.replace(/\D/g, '').slice(-9);
  return messages.filter((sms) => sms.to.replace(/\D/g, '').endsWith(last9));
}

/** The 6-digit code in the newest SMS to a number, once it has arrived. */
export async function waitForSmsCode(phone: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sms = (await smsTo(phone)).find((m) => /\b\d{6}\b/.test(m.text));
    if (sms) return /\b(\d{6})\b/.exec(sms.text)![1];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code by SMS to ${phone}`);
}
