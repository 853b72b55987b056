import { describe, expect, it } from 'vitest';
import { categoryDisplayDescription, categoryDisplayName } from './category-names';
import { findContactDetails, scrubItemText } from './scrub';
import { searchWordAlternatives } from './search-words';

/** Every name a plain object inherits, as someone might type it. */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);

describe("words that are Object's own names", () => {
  it('are ordinary words to the contact detector: nothing throws, and they count as any other word', () => {
    for (const name of INHERITED) {
      const plain = `Lost 3 ${name} ${name} helmets near the stage`;
      expect(() => scrubItemText(plain, Infinity, { documentNumbers: true }), name).not.toThrow();
      expect(scrubItemText(plain), name).toBe(plain);
      for (const number of ['zero seven one two three four five six seven eight', 'sifuri saba moja mbili tatu nne tano sita saba nane']) {
        const words = number.split(' ');
        // Read as any other word would be, wherever it stands: before a repeat word, among the digit words.
        for (const text of [`${name} double ${words.slice(1).join(' ')}`, `${number} ${name}`, [...words.slice(0, 8), name, ...words.slice(8)].join(' ')])
          expect(findContactDetails(text).length, text).toBe(findContactDetails(text.replace(name, 'banana')).length);
        expect(findContactDetails(`${name} double seven ${words.slice(2).join(' ')}`).length, name).toBeGreaterThan(0);
      }
    }
  });

  it('are ordinary category names and search words', () => {
    for (const name of INHERITED) {
      expect(categoryDisplayName(name, 'sw'), name).toBe(name);
      expect(categoryDisplayDescription(name, 'Own description', 'sw'), name).toBe('Own description');
      expect(Array.isArray(searchWordAlternatives(name)), name).toBe(true);
    }
  });
});
