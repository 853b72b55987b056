/**
 * Properties of the contact detector over generated texts (a seeded generator, so a failure
 * names its case and repeats): any Kenyan number, however it is written, is caught and replaced
 * whole; numbers of everyday life between words (dates, prices, times, receipt numbers) never are.
 */
import { describe, expect, it } from 'vitest';
import { containsContactDetails, containsPhoneNumber, ITEM_CONTACT_REMOVED, scrubItemText } from './scrub';
import { seededGenerator as generator } from './seeded-generator';

const RUNS = 400;
const WORDS = ['found', 'black', 'wallet', 'near', 'the', 'stage', 'ask', 'for', 'Jane', 'keys', 'on', 'a', 'matatu', 'and', 'bag'];
const PREFIXES = ['', '0', '254', '+254', '+254 ', '00254', '+254 (0)', '(+254)'];
const GAPS = ['', '', '', ' ', ' ', '-', '.', '/', ' - ', '  ', '(', ')', '_', '\u200B', ' / '];
/** Zero of each digit form: ASCII, full-width, Arabic-Indic, extended Arabic-Indic, Devanagari, mathematical bold. */
const DIGIT_ZEROS = [0x30, 0x30, 0xff10, 0x660, 0x6f0, 0x966, 0x1d7ce];
/** A date with a four-digit year reads as a date, never as part of a number (decisions/0140). */
const LOOKS_LIKE_DATE = /\d{1,2}([./-])\d{1,2}\1(19|20)\d\d|(19|20)\d\d([./-])\d{1,2}\4\d{1,2}/;

const words = (g: ReturnType<typeof generator>) => Array.from({ length: 1 + g.int(4) }, () => g.pick(WORDS)).join(' ');

function kenyanNumber(g: ReturnType<typeof generator>): string {
  const prefix = g.pick(PREFIXES);
  // Some write 254 and then the 0 as well: +254 0712 …
  const zero = prefix === '0' || (prefix.includes('254') && !prefix.includes('(0)') && g.next() < 0.2) ? '0' : '';
  const digits = zero + g.pick(['7', '7', '10', '11']).padEnd(2, String(g.int(10))) + g.digits(7);
  let written = '';
  for (const [index, digit] of [...digits].entries()) written += (index > 0 ? g.pick(GAPS) : '') + digit;
  return prefix.replace(/^0$/, '') + written;
}

/** Some 0s and 1s inside the number written as O, o, I or l. */
function withLookAlikes(g: ReturnType<typeof generator>, text: string): string {
  return [...text]
    .map((char, i, all) => {
      const inside = /\d/.test(all[i - 1] ?? '') && /\d/.test(all[i + 1] ?? '');
      if (!inside || g.next() > 0.3) return char;
      return char === '0' ? g.pick(['O', 'o']) : char === '1' ? g.pick(['I', 'l']) : char;
    })
    .join('');
}

function inScript(g: ReturnType<typeof generator>, text: string): string {
  const zero = g.pick(DIGIT_ZEROS);
  return text.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
}

describe('contact detector properties', () => {
  it('catches any Kenyan number with any prefix, separators, look-alike letters and digit form', () => {
    const g = generator(14);
    let checked = 0;
    while (checked < RUNS) {
      const number = kenyanNumber(g);
      if (LOOKS_LIKE_DATE.test(number)) continue;
      const written = inScript(g, g.next() < 0.5 ? withLookAlikes(g, number) : number);
      const [before, after] = [words(g), words(g)];
      const text = `${before} ${written} ${after}`;
      expect(containsPhoneNumber(text), text).toBe(true);
      expect(scrubItemText(text), text).toBe(`${before} ${ITEM_CONTACT_REMOVED} ${after}`);
      checked++;
    }
  });

  it('lets dates, prices, times, receipt numbers and counts between words through', () => {
    const g = generator(41);
    const day = () => String(1 + g.int(28)).padStart(2, '0');
    const month = () => String(1 + g.int(12)).padStart(2, '0');
    const year = () => String(1990 + g.int(40));
    const everyday = [
      () => `${day()}/${month()}/${year()}`,
      () => `${year()}-${month()}-${day()}`,
      () => `${day()}.${month()}.${year()}`,
      () => `KSh ${(g.int(999_999) + 1).toLocaleString('en-US')}`,
      () => `${g.int(24)}:${String(g.int(60)).padStart(2, '0')}`,
      // A labelled ID number is private (scrub-private-numbers.test.ts); a receipt's is not.
      () => `receipt ${1 + g.int(9)}${g.digits(7)}`,
      () => `${1 + g.int(20)} ${g.pick(['books', 'keys', 'cards'])}`,
      () => g.pick(['Tecno Spark 10', 'iPhone 13', 'Samsung A24', 'KDA 123A', 'Nokia 3310', 'HP 840 G5']),
    ];
    for (let run = 0; run < RUNS; run++) {
      const parts = Array.from({ length: 2 + g.int(4) }, () => `${g.pick(everyday)()} ${words(g)}`);
      const text = `${words(g)} ${parts.join(' ')}`;
      expect(containsContactDetails(text), text).toBe(false);
    }
  });

  it('scrubbing twice changes nothing more', () => {
    const g = generator(7);
    for (let run = 0; run < RUNS; run++) {
      const text = `${words(g)} ${kenyanNumber(g)} ${words(g)} jane${g.int(99)} at gmail dot com`;
      const once = scrubItemText(text);
      expect(scrubItemText(once)).toBe(once);
    }
  });
});
