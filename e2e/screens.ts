/**
 * Every screen a person can reach, as the person each one is for, and a tour that opens each once
 * per language and measures it at every width by resizing (no reload): the contrast, axe and
 * Kiswahili checks share it so the suite stays fast on two cores.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, call, claim, paidItem, postItem, signUp, type Session } from './api';
import { signedInContext } from './browser';

export const PROBES = path.resolve(import.meta.dirname, 'page-probes.js');

export type Language = 'en' | 'sw';
export const WIDTHS = [360, 390, 1280] as const;
const HEIGHT: Record<number, number> = { 360: 780, 390: 844, 1280: 800 };

type Role = 'guest' | 'finder' | 'claimer' | 'admin';
export interface Screen {
  name: string;
  path: string;
  as: Role;
}

export interface Scene {
  sessions: Record<Role, Session | null>;
  screens: Screen[];
}

/** Accounts and items in every state a screen is shown in: open, claimed and waiting, paid. */
export async function setUpScene(): Promise<Scene> {
  const finder = await signUp('Wanjiku');
  const claimer = await signUp('Otieno');
  const paidId = await paidItem(finder, claimer, 'Black leather wallet');
  const openId = await postItem(finder, 'Blue Samsung phone');
  const waitingId = await postItem(finder, 'Green school bag');
  await claim(waitingId, claimer);
  const admin = await call<Session>('POST', '/api/auth/login', ADMIN);
  const screens: Screen[] = [
    { name: 'landing', path: '/', as: 'guest' },
    { name: 'sign in', path: '/auth', as: 'guest' },
    { name: 'sign up', path: '/auth?tab=signup', as: 'guest' },
    { name: 'search', path: '/search', as: 'guest' },
    { name: 'post item (guest)', path: '/post-item', as: 'guest' },
    { name: 'item (guest)', path: `/item/${openId}`, as: 'guest' },
    { name: 'terms', path: '/terms-and-conditions', as: 'guest' },
    { name: 'privacy', path: '/privacy-policy', as: 'guest' },
    { name: 'help center', path: '/help-center', as: 'guest' },
    { name: 'contact', path: '/contact', as: 'guest' },
    { name: '404', path: '/no-such-page', as: 'guest' },
    { name: 'item (finder, claim to review)', path: `/item/${waitingId}`, as: 'finder' },
    { name: 'item (finder, paid)', path: `/item/${paidId}?expand=messages`, as: 'finder' },
    { name: 'finder dashboard', path: '/finder-dashboard', as: 'finder' },
    { name: 'profile', path: '/profile', as: 'finder' },
    { name: 'item (owner, waiting)', path: `/item/${waitingId}`, as: 'claimer' },
    { name: 'item (owner, paid, messages)', path: `/item/${paidId}?expand=messages`, as: 'claimer' },
    { name: 'claimer dashboard', path: '/claimer-dashboard', as: 'claimer' },
    ...[
      '/admin',
      '/admin/dashboard',
      '/admin/users',
      '/admin/items',
      '/admin/categories',
      '/admin/settings',
      '/admin/verifications',
      '/admin/reports',
      '/admin/payouts',
      '/admin/ledger',
      '/admin/audit',
      '/admin/messages',
    ].map((adminPath): Screen => ({ name: `admin ${adminPath}`, path: adminPath, as: 'admin' })),
  ];
  return { sessions: { guest: null, finder, claimer, admin }, screens };
}

/** Colours are measured once no transition is half-way (a button fading in from its disabled colour). */
async function transitionsOver(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/** Waits for the page's content: its main heading, no loading spinner, entrance transitions over. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 15_000 });
  await transitionsOver(page);
}

export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT[width] ?? 800 });
  // Layout hooks (matchMedia) re-render, and may start transitions.
  await transitionsOver(page);
}

export interface Visit {
  screen: Screen;
  language: Language;
  width: number;
  page: Page;
}

/**
 * Opens every screen once per language, with the probes (and `scripts`, e.g. axe-core) loaded,
 * and calls `measure` at each width. Page errors are collected per screen.
 */
export async function tour(
  browser: Browser,
  scene: Scene,
  options: { languages: Language[]; widths: readonly number[]; scripts?: string[] },
  measure: (visit: Visit) => Promise<void>,
): Promise<Record<string, string[]>> {
  const pageErrors: Record<string, string[]> = {};
  for (const language of options.languages) {
    const pages = new Map<Role, { context: BrowserContext; page: Page; errors: string[] }>();
    for (const screen of scene.screens) {
      let open = pages.get(screen.as);
      if (!open) {
        // axe-core and the probes go in as script tags, which the Content-Security-Policy would block.
        const context = await signedInContext(browser, scene.sessions[screen.as], { language, bypassCSP: true });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        open = { context, page, errors };
        pages.set(screen.as, open);
      }
      const { page, errors } = open;
      errors.length = 0;
      await resize(page, options.widths[0]);
      try {
        await page.goto(screen.path);
        await settle(page);
      } catch (error) {
        // One screen that does not load is reported with the rest, not the end of the tour.
        pageErrors[`${screen.name} (${language})`] = [`did not load: ${(error as Error).message.split('\n')[0]}`, ...errors];
        continue;
      }
      for (const script of [PROBES, ...(options.scripts ?? [])]) await page.addScriptTag({ path: script });
      for (const [index, width] of options.widths.entries()) {
        if (index > 0) await resize(page, width);
        await measure({ screen, language, width, page });
      }
      if (errors.length) pageErrors[`${screen.name} (${language})`] = [...errors];
    }
    for (const { context } of pages.values()) await context.close();
  }
  return pageErrors;
}
