import { describe, expect, it } from 'vitest';
import type { ItemRecord } from './items.repository';
import { publicTextsOf } from './item-public-texts';

function record(description: string, categoryName: string): ItemRecord {
  return {
    item: {
      title: 'Black wallet',
      description,
      nearLocation: null,
      verificationQuestion1: 'What colour is it?',
      verificationQuestion2: null,
      verificationQuestion3: null,
    } as unknown as ItemRecord['item'],
    categoryName,
    finder: { firstName: 'Amina', lastName: 'W', phone: '+254700000000', email: null },
  };
}

describe('public texts of an item', () => {
  it('are the same for a fresh record with the same words, and follow the words and the category when they change', () => {
    // A bare number: private in Documents only (a labelled one is private everywhere, decisions/0264).
    const id = 'Found near the stage, card 23456789 inside';
    const documents = publicTextsOf(record(id, 'Documents'));
    // A fresh record, as a search nobody asked lately reads it, with the same words: the same answer.
    expect(publicTextsOf(record(id, 'Documents'))).toEqual(documents);
    expect(documents.description).not.toContain('23456789');
    // The same words outside Documents: a bare ID-like number is not looked for there, so the kept answer must not be reused.
    expect(publicTextsOf(record(id, 'Bags')).description).toContain('23456789');
    // Other words: their own answer, never the kept one.
    expect(publicTextsOf(record('Call 0712 345 678 to collect', 'Bags')).description).not.toContain('345');
    expect(publicTextsOf(record('Brown leather, two cards inside', 'Bags')).description).toBe('Brown leather, two cards inside');
  });
});
