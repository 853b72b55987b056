/**
 * A filler word inside a phone number ('zero seven and one two …', '0712 na 345 678') reads as a
 * separator (scrub-fold-fillers.ts), only where the digits across it make a Kenyan mobile number;
 * an unknown word there is held for a person, not guessed.
 */
import { describe, expect, it } from 'vitest';
import { assessContactRisk, findContactDetails, ITEM_CONTACT_REMOVED, scrubItemText } from './scrub';
import { FILLER_WORDS } from './scrub-fold-fillers';

const SENTENCES = [
  (contact: string) => `Nimepata wallet ya kahawia karibu na Kencom, piga ${contact} ukitaka.`,
  (contact: string) => `Found a black Tecno phone at the stage. ${contact} — ask for Jane.`,
];

/** The number, and only the number, is replaced, and nothing doubtful is left. */
function expectRemoved(contact: string) {
  for (const sentence of SENTENCES) {
    const text = sentence(contact);
    expect(scrubItemText(text), text).toBe(sentence(ITEM_CONTACT_REMOVED));
    expect(assessContactRisk(scrubItemText(text)).needsReview, text).toBe(false);
  }
}

describe('a phone number with a filler word inside is found whole', () => {
  it.each([
    'zero seven and one two three four five six seven eight',
    'sifuri saba kisha moja mbili tatu nne tano sita saba nane',
    'sifuri saba halafu moja mbili tatu nne tano sita saba nane',
    'zero seven, then one two three four five six seven eight',
    'zero seven plus one two three four five six seven eight',
    'zero seven and then one two three four five six seven eight',
    'zero seven and one two and three four five six seven eight',
    'seven one two and three four five six seven eight',
    'ZERO SEVEN AND ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT',
    '0712 na 345 678',
    '0712 pamoja na 345 678',
    '07 then 12 345 678',
    '07-and-12345678',
    '07 & 12345678',
    '0712 dash 345 dash 678',
    '+254 and 712 345 678',
    'O7I2 na 345 678',
    '0712\nna\n345678',
  ])('%j', expectRemoved);

  it.each(FILLER_WORDS)('every filler word of the list: 07 %s 12 345 678', (filler) => expectRemoved(`07 ${filler} 12 345 678`));

  it('replaces the number, not the filler word after it', () => {
    expect(scrubItemText('Call 0712345678 and 5 keys were in it')).toBe(`Call ${ITEM_CONTACT_REMOVED} and 5 keys were in it`);
    expect(scrubItemText('0712345678 na 0722345678')).toBe(`${ITEM_CONTACT_REMOVED} na ${ITEM_CONTACT_REMOVED}`);
  });

  it('keeps where the number was written', () => {
    const text = 'Piga zero seven and one two three four five six seven eight jioni';
    expect(findContactDetails(text)).toEqual([{ kind: 'phone', start: 5, end: text.length - ' jioni'.length }]);
  });
});

describe('an unknown word inside a number is held for a person, not guessed', () => {
  // A word between digits may carry meaning ('01 Jan 12345678' is a date and an ID): a person decides.
  it.each(['zero seven banana one two three four five six seven eight', '0712 banana 345 678'])('%j', (contact) => {
    for (const sentence of SENTENCES) {
      const text = sentence(contact);
      expect(scrubItemText(text), text).toBe(text);
      expect(assessContactRisk(text).needsReview, text).toBe(true);
    }
  });
});

describe('filler words in ordinary listings change nothing', () => {
  it.each([
    'two bags and three phones',
    'Samsung A12 and A13',
    'Found 2 wallets and 3 phones near 6th street',
    'Lost between 9:00 and 10:15 on 3rd June 2024',
    'Funguo 3 na kadi 2, simu 1 na vitabu 7',
    'Nokia 105 and 132314',
    'M-Pesa code QX90YOTA01 and receipt 12426872',
    'Room 4521 na Block 23',
    'Tecno Spark 10 and iPhone 13, KSh 1,500 and KSh 2,000',
    'sabini na mbili',
    'Lost on 01 Jan 12345678',
  ])('%s', (text) => {
    expect(scrubItemText(text)).toBe(text);
    expect(assessContactRisk(text)).toEqual({ details: [], needsReview: false, reason: null });
  });
});
