/**
 * When a browser test fails, say what the pages looked like: a screenshot of every page still
 * open (under .tmp/e2e-failures/, kept by CI) and each page's failed requests and console errors,
 * printed with the failure. A timeout alone says too little to act on.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { journalOf, launchedBrowsers } from './browser';

const FAILURES = path.resolve(import.meta.dirname, '..', '.tmp', 'e2e-failures');

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await mkdir(FAILURES, { recursive: true });
    const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    const pages = [...launchedBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    const report: string[] = [`\n── pages open when "${task.name}" failed: ${pages.length}`];
    for (const [index, page] of pages.entries()) {
      const file = path.join(FAILURES, `${slug}-${index + 1}.png`);
      const shot = await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).then(
        () => file,
        (error: Error) => `no screenshot (${error.message.split('\n')[0]})`,
      );
      report.push(`page ${index + 1}: ${page.url()}`, `  screenshot: ${shot}`, ...journalOf(page).map((line) => `  ${line}`));
    }
    console.log(report.join('\n'));
  });
});
