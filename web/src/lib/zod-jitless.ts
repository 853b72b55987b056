/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is allowed. The
 * site's Content-Security-Policy forbids eval (script-src 'self'), so the probe fails, is
 * caught, and still shows up as a CSP violation in the browser (and costs the item page
 * Lighthouse's best-practices score). Zod's jitless setting skips the probe; the forms' schemas
 * are small, so nothing is lost. Zod keeps its settings on globalThis.__zod_globalConfig, so
 * they are set here, first thing in main.tsx, without loading zod into the landing page
 * (`import { config } from 'zod/v4/core'` would add 3.6 KB to it). zod-jitless.test.ts fails
 * if a zod release stops reading this object.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
