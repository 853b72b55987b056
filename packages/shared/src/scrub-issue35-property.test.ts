/**
 * Issue 35's properties of the detector on one text (docs/decisions/0264): (a) 5,000 generated
 * evasions of every new class — private document numbers, M-Pesa destinations, spaced letters and
 * syllables, digits inside number words, numbers read in groups, addresses spelled letter by
 * letter, handles on unnamed apps and link-in-bio hosts, handles split around an app's name, numbers
 * cut into small pieces with words between (the budget) —
 * inside English and Kiswahili item text, each removed or held for a person; (b) 5,000 ordinary
 * Kenyan listings (scrub-listings.test-support.ts): none held or changed. Seeded: a failure repeats.
 */
import { describe, expect, it } from 'vitest';
import { assessContactRisk, findPrivateNumbers, ITEM_CONTACT_REMOVED, scrubContactInfo, scrubItemText } from './scrub';
import { ordinaryListings } from './scrub-listings.test-support';
import { seededGenerator } from './seeded-generator';

declare const console: { info(...values: unknown[]): void };

type G = ReturnType<typeof seededGenerator>;
const PER_CLASS = 5000;

const EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const SW = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const SHENG = ['ziro', 'wani', 'tuu', 'thri', 'foo', 'faiv', 'siksi', 'seveni', 'eiti', 'naini'];
const WORD_SETS = [EN, SW, SHENG];
const TENS_EN = ['', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TEENS_EN = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS_SW = ['', 'kumi', 'ishirini', 'thelathini', 'arobaini', 'hamsini', 'sitini', 'sabini', 'themanini', 'tisini'];

const phone = (g: G) => `07${g.int(10)}${g.digits(7)}`;

/** Digits written plainly, in groups, spaced, as words, full-width. */
function writeDigits(g: G, digits: string): string {
  const style = g.int(6);
  if (style === 0) return digits;
  if (style === 1) return digits.replace(/(\d{3})(?=\d)/g, `$1${g.pick([' ', '-', '.', ' - '])}`);
  if (style === 2) return [...digits].join(' ');
  if (style === 3) return [...digits].map((d) => g.pick(WORD_SETS)[Number(d)]).join(' ');
  if (style === 4) return [...digits].map((d) => String.fromCodePoint(0xff10 + Number(d))).join('');
  return [...digits].map((d) => SW[Number(d)]).join(g.pick([' ', ', ', '-']));
}

const DOCUMENT_LABELS: Array<[string[], (g: G) => string]> = [
  [
    ['ID no', 'ID number', 'ID', 'I.D No.', 'National ID', 'kitambulisho namba', 'nambari ya kitambulisho ni', 'ID yangu ni', 'kipande namba'],
    (g) => `${2 + g.int(3)}${g.digits(7)}`,
  ],
  [['passport', 'passport no.', 'pasipoti namba', 'paspoti'], (g) => `${g.pick(['A', 'AK', 'BK', 'C'])}${g.digits(7)}`],
  [['alien ID', 'alien card no', 'refugee ID', 'kitambulisho cha mgeni'], (g) => g.digits(7)],
  [['KRA PIN', 'kra pin no', 'KRA'], (g) => `${g.pick(['A', 'P'])}${g.digits(9)}${g.pick(['Z', 'K', 'B', 'X'])}`],
  [['NHIF no', 'NHIF', 'SHA number', 'SHIF no', 'bima ya afya namba'], (g) => g.digits(8)],
  [['Huduma Namba', 'Maisha Namba', 'maisha card no', 'UPI'], (g) => `${1 + g.int(9)}${g.digits(8)}`],
  [['birth cert no', 'birth certificate entry no', 'cheti cha kuzaliwa namba', 'entry no'], (g) => g.digits(6 + g.int(2))],
  [['DL no', 'driving licence', 'leseni ya udereva'], (g) => `${1 + g.int(9)}${g.digits(7)}`],
  [['NSSF', 'NSSF no'], (g) => `${1 + g.int(9)}${g.digits(9)}`],
  [
    ['student ID', 'Adm No.', 'admission number', 'staff no.', 'employee number', 'namba ya mwanafunzi', 'payroll no'],
    (g) => `${1 + g.int(9)}${g.digits(4 + g.int(3))}`,
  ],
];

const MPESA_LABELS = [
  'till',
  'till no.',
  'lipa na M-Pesa till',
  'buy goods',
  'Buy Goods No:',
  'paybill',
  'paybill no',
  'agent no',
  'wakala namba',
  'store number',
  'tuma kwa',
  'tuma pesa kwa',
  'pochi la biashara',
  'business no',
  'M-Pesa till',
];

const cutWord = (g: G, word: string) => {
  const style = g.int(3);
  if (style === 0) return [...word].join(' ');
  if (style === 1) return word.length > 3 ? `${word.slice(0, 2)} ${word.slice(2)}` : word;
  return word.replace(/([^aeiou]*[aeiou]+)(?=.)/g, '$1 ');
};
const LEET: Record<string, string> = { e: '3', o: '0', i: '1', a: '4', s: '5', t: '7' };

function groupWords(digits: string, g: G): string {
  const out: string[] = [];
  for (let i = 0; i < digits.length;) {
    const size = i === 0 ? 2 : 1 + g.int(3);
    const group = digits.slice(i, i + size);
    i += size;
    const n = Number(group);
    if (group.length === 2 && group[0] !== '0') {
      if (n < 20) out.push(TEENS_EN[n - 10]);
      else
        out.push(
          g.next() < 0.5
            ? `${TENS_EN[Math.floor(n / 10)]}${n % 10 ? ` ${EN[n % 10]}` : ''}`
            : `${TENS_SW[Math.floor(n / 10)]}${n % 10 ? ` na ${SW[n % 10]}` : ''}`,
        );
    } else if (group.length === 3 && group[0] !== '0' && group[1] !== '0') {
      out.push(
        `${EN[Number(group[0])]} ${Number(group.slice(1)) < 20 ? TEENS_EN[Number(group.slice(1)) - 10] : `${TENS_EN[Number(group[1])]}${group[2] !== '0' ? ` ${EN[Number(group[2])]}` : ''}`}`,
      );
    } else out.push([...group].map((d) => (d === '0' && g.next() < 0.5 ? 'oh' : EN[Number(d)])).join(' '));
  }
  return out.join(g.pick([' ', ', ', ' - ']));
}

const NAMES = ['jane', 'otieno', 'wanjiru', 'brian', 'achieng', 'kamau', 'njeri', 'kiprop'];
const PROVIDERS = ['gmail', 'yahoo', 'outlook', 'hotmail'];

const CLASSES: Record<string, (g: G) => string> = {
  'document numbers': (g) => {
    const [labels, number] = g.pick(DOCUMENT_LABELS);
    const digits = number(g);
    return `${g.pick(labels)} ${/^\d+$/.test(digits) ? writeDigits(g, digits) : digits}`;
  },
  'M-Pesa destinations': (g) => {
    const main = `${g.pick(MPESA_LABELS)} ${writeDigits(g, `${1 + g.int(9)}${g.digits(4 + g.int(3))}`)}`;
    return g.next() < 0.3 ? `paybill ${g.digits(6)} account ${writeDigits(g, phone(g))}` : main;
  },
  'spaced letters and syllables': (g) => [...phone(g)].map((d) => cutWord(g, g.pick(WORD_SETS)[Number(d)])).join(' '),
  'digits inside number words': (g) =>
    [...phone(g)].map((d) => g.pick([EN, SW])[Number(d)].replace(/[eoiast]/g, (c) => (g.next() < 0.6 ? LEET[c] : c))).join(' '),
  'numbers read in groups': (g) => groupWords(phone(g), g),
  'addresses letter by letter': (g) => {
    const address = `${g.pick(NAMES)}${g.pick(['', '99', 'k', '2025'])}${g.pick(['at', 'kwa'])}${g.pick(PROVIDERS)}${g.pick(['dotcom', 'dotcoke', ''])}`;
    return [...address].join(g.pick([' ', '  ', ' - ']));
  },
  'unnamed apps and link-in-bio hosts': (g) => {
    const handle = `${g.pick(NAMES)}${g.pick(['_k', '.k', '99', '_2025'])}`;
    return g.pick([
      `kik: ${handle}`,
      `discord ${handle}`,
      `Signal: @${handle}`,
      `username: ${handle}`,
      `jina la mtumiaji ni ${handle}`,
      `viber ${handle}`,
      `skype: ${handle}`,
      `linktr.ee/${handle}`,
      `bio.link/${handle}`,
      `beacons.ai/${handle}`,
      `wa.link/${handle}`,
      `msha.ke/${handle}`,
      `lnk.bio/${handle}`,
    ]);
  },
  // What no shape recognises: the budget holds it (public texts).
  'numbers cut into small pieces with words between': (g) => {
    const prefix = g.pick(['07', '011', '010', '2547']);
    const digits = prefix + g.digits(prefix.length === 3 ? 7 : 8);
    const pieces: string[] = [];
    for (let i = 0; i < digits.length;) {
      const size = 1 + g.int(2);
      const piece = digits.slice(i, i + size);
      i += size;
      pieces.push(g.next() < 0.3 ? [...piece].map((d) => g.pick(WORD_SETS)[Number(d)]).join(' ') : piece);
    }
    return pieces.join(` ${g.pick(['ukiona', 'banana', 'jioni', 'asante', 'then call', 'halafu', 'rafiki yangu', 'okay'])} `);
  },
  'handles split around an app name': (g) => {
    const [first, last] = [g.pick(NAMES), g.pick(NAMES)];
    const app = g.pick(['IG', 'insta', 'instagram', 'tiktok', 'facebook', 'FB', 'telegram']);
    return g.pick([
      `${first}_${last} on ${app}`,
      `${first}_ ${app} _${last}`,
      `${first}.${last} (${app})`,
      `${first}${g.digits(2)} on ${app}`,
      `${first}. ${app} .${last}`,
    ]);
  },
};

const FRAMES: Array<(g: G, d: string) => string> = [
  (g, d) => `Found a ${g.pick(['black', 'brown', 'blue'])} wallet at Kencom stage on 12/03/2025. ${d}`,
  (g, d) => `Nimeokota simu Tecno Spark 10 Githurai 45, ${d} ukitaka`,
  (g, d) => `${d} — funguo za gari KDA 123A zimepatikana, KSh 500 reward`,
  (g, d) => `Begi ya shule imepatikana route 46 (${d}) jana saa 7:30pm`,
];

/** Removed: replaced, and nothing contact-like left in what is shown; else held for a person; else passed. */
function verdict(text: string): 'removed' | 'held' | 'passed' {
  const scrubbed = scrubItemText(text);
  const after = assessContactRisk(scrubbed, { budget: true });
  if (scrubbed.includes(ITEM_CONTACT_REMOVED) && after.details.length === 0 && !after.needsReview) return 'removed';
  return assessContactRisk(text, { budget: true }).needsReview ? 'held' : 'passed';
}

describe('(a) evasions of every class of issue 35 are removed or held', () => {
  for (const [name, make] of Object.entries(CLASSES)) {
    it(`${PER_CLASS} ${name}`, { timeout: 120_000 }, () => {
      const g = seededGenerator(35 + name.length);
      const counts = { removed: 0, held: 0 };
      const passed: string[] = [];
      for (let i = 0; i < PER_CLASS; i++) {
        const text = g.pick(FRAMES)(g, make(g));
        const outcome = verdict(text);
        if (outcome === 'passed') passed.push(text);
        else counts[outcome]++;
      }
      console.info(`${name}: ${PER_CLASS} texts, removed ${counts.removed}, held ${counts.held}, passed ${passed.length}`);
      expect(passed.slice(0, 5)).toEqual([]);
    });
  }

  it('document numbers and tills are removed from claim texts, which spend no budget', () => {
    const g = seededGenerator(3535);
    for (let i = 0; i < 1000; i++) {
      const detail = (i % 2 ? CLASSES['document numbers'] : CLASSES['M-Pesa destinations'])(g);
      const text = `The wallet is brown. ${detail}`;
      expect(scrubContactInfo(text), text).not.toMatch(/\d{4}/);
    }
  });
});

describe('(b) ordinary Kenyan listings are left alone', () => {
  it('0 of 5,000 held or changed', { timeout: 120_000 }, () => {
    const touched = ordinaryListings(5000).filter(
      (text) => scrubItemText(text) !== text || assessContactRisk(text, { budget: true }).needsReview || findPrivateNumbers(text).length > 0,
    );
    console.info(`ordinary listings: 5000, held or changed ${touched.length}`, touched.slice(0, 10));
    expect(touched).toEqual([]);
  });
});
