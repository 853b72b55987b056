/**
 * Issue 35, point 3: M-Pesa destinations (till, buy goods, paybill with account, agent and store
 * numbers, 'lipa na M-Pesa', 'tuma kwa') are contact details: removed from items and claims like a
 * phone, with the digits plain, spaced, in groups or in words. docs/decisions/0264.
 */
import { describe, expect, it } from 'vitest';
import { assessContactRisk, findContactDetails, findPrivateNumbers, ITEM_CONTACT_REMOVED, scrubContactInfo, scrubItemText } from './scrub';

const LABELS = [
  'till',
  'Till No.',
  'till number',
  'Lipa na M-Pesa till',
  'lipa na mpesa',
  'LIPA NA MPESA BUY GOODS',
  'buy goods',
  'buygoods till',
  'Buy Goods No:',
  'paybill',
  'Paybill no.',
  'pay bill',
  'business no',
  'biashara namba',
  'agent no',
  'agent number',
  'wakala namba',
  'M-Pesa agent',
  'store number',
  'Mpesa till no',
  'tuma kwa',
  'tuma pesa kwa',
  'send money to',
  'pochi la biashara',
  'account no',
  'acc',
  'A/C',
  'akaunti namba',
];

const SW = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const NUMBERS = ['523456', '247247', '8812345', '33221', '400200', '5678912'];
const SPELLINGS: Array<(n: string) => string> = [
  (n) => n,
  (n) => [...n].join(' '),
  (n) => n.replace(/(\d{3})(?=\d)/g, '$1-'),
  (n) => [...n].map((d) => SW[Number(d)]).join(' '),
  (n) => [...n].map((d) => EN[Number(d)]).join(' '),
  (n) => [...n].map((d) => String.fromCodePoint(0xff10 + Number(d))).join(''),
];
const FRAMES: Array<(d: string) => string> = [
  (d) => `Found your phone, ${d} then I return it`,
  (d) => `Nimepata pochi yako. ${d} nikuletee`,
  (d) => `Reward ya kuleta begi: ${d} halafu tuongee`,
];

const TABLE = LABELS.flatMap((label, i) =>
  SPELLINGS.map((spell, j) => FRAMES[(i + j) % FRAMES.length](`${label} ${spell(NUMBERS[(i + j) % NUMBERS.length])}`)),
);

describe('M-Pesa destinations are removed like a phone', () => {
  it('holds at least 100 examples', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
  });

  it.each(TABLE)('%s', (text) => {
    const scrubbed = scrubItemText(text);
    expect(scrubbed).toContain(ITEM_CONTACT_REMOVED);
    expect(findContactDetails(text).map((d) => d.kind)).toContain('mpesa');
    // Nothing of the number is left, in an item or in a claim.
    expect(assessContactRisk(scrubbed, { budget: true })).toMatchObject({ details: [], needsReview: false });
    expect(scrubContactInfo(text)).not.toMatch(/\d{3}/);
    // Not a document number: the server does not compare it with an item's hash.
    expect(findPrivateNumbers(text)).toEqual([]);
  });

  it('removes the paybill and its account number both', () => {
    expect(scrubItemText('Paybill 247247 account 0712345678')).toBe(`Paybill ${ITEM_CONTACT_REMOVED} account ${ITEM_CONTACT_REMOVED}`);
  });
});

describe('what stays', () => {
  it.each([
    'M-Pesa code QX90YOTA01 and receipt 12426872',
    'Reward KSh 2,000 via M-Pesa to the finder',
    'Open till 5pm at the stage',
    'Kept till 12/03/2025 at the office',
    'Found near the M-Pesa agent at Githurai 45',
    'Agent at Kencom has it, ask for Jane',
    'Store 2 litres of water',
    'Lipa na M-Pesa sticker on the phone cover',
    'Account of what happened: bag left in matatu route 46',
  ])('%s', (text) => {
    expect(scrubItemText(text)).toBe(text);
    expect(assessContactRisk(text, { budget: true }).needsReview).toBe(false);
  });
});
