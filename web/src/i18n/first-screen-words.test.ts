import { describe, expect, it } from 'vitest';
import { LANDING_FIRST_SCREEN_WORDS } from '@okota/shared/first-screen/landing-words';
import { SEARCH_PAGE_FIRST_SCREEN_WORDS } from '@okota/shared/first-screen/search-page-words';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals({ document: true });

const { setLanguage, translate } = await import('.');
await import('../features/landing/i18n');
await import('../features/items/i18n');

/** Every word of a nested table, by its dotted key. */
const entries = (table: object, prefix = ''): Array<[string, string]> =>
  Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : entries(value as object, `${prefix}${key}.`),
  );

describe('the words the server draws before the app runs (server seo/first-screen.ts)', () => {
  it('are the words the app draws over them, in both languages', () => {
    for (const language of ['en', 'sw'] as const) {
      setLanguage(language);
      for (const [key, word] of entries(LANDING_FIRST_SCREEN_WORDS[language])) {
        expect(translate(`landing:${key}`, { totalFee: '{{totalFee}}', finderAmount: '{{finderAmount}}' }), `${language} landing.${key}`).toBe(word);
      }
      for (const [key, word] of entries(SEARCH_PAGE_FIRST_SCREEN_WORDS[language])) {
        expect(translate(`items:search.${key}`), `${language} items.search.${key}`).toBe(word);
      }
    }
  });

  it('differ between the languages', () => {
    expect(LANDING_FIRST_SCREEN_WORDS.sw.headline).not.toBe(LANDING_FIRST_SCREEN_WORDS.en.headline);
    expect(SEARCH_PAGE_FIRST_SCREEN_WORDS.sw.subtitle).not.toBe(SEARCH_PAGE_FIRST_SCREEN_WORDS.en.subtitle);
  });
});
