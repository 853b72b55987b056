import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_PAINT_WORDS } from './first-paint-words';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src');

/** Every dictionary source of the web app, wherever its folders move. */
function webDictionaries(): string {
  const files = (readdirSync(webSrc, { recursive: true }) as string[])
    .filter((file) => /(i18n|\.en|\.sw)\.ts$/.test(file) && !file.includes('.test.'));
  return files.map((file) => readFileSync(path.join(webSrc, file), 'utf8')).join('\n');
}

describe('the words of the server-drawn first screens', () => {
  it('are the web app’s own, in both languages, so the app draws the same words over them', () => {
    const sources = webDictionaries();
    for (const language of ['en', 'sw'] as const) {
      const words = FIRST_PAINT_WORDS[language];
      for (const word of [...Object.values(words.landing), ...Object.values(words.search)]) {
        expect(sources, `${language}: ${word}`).toContain(`'${word}'`);
      }
    }
  });

  it('differ between the languages', () => {
    expect(FIRST_PAINT_WORDS.sw.landing.headline).not.toBe(FIRST_PAINT_WORDS.en.landing.headline);
    expect(FIRST_PAINT_WORDS.sw.search.subtitle).not.toBe(FIRST_PAINT_WORDS.en.search.subtitle);
  });
});
