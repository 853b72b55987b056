import { describe, expect, it } from 'vitest';
import type { ItemRecord } from './items.repository';
import { SCRUB_RULES_VERSION } from '@okota/shared/scrub-rules-version';
import { deskChangesVerdict, ITEM_READING_KEYS, itemReadingOf } from '@okota/shared';
import { publicTextsOf, publicTextsToKeep, textsAsWritten } from './item-public-texts';

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

describe('public texts kept in the database (docs/decisions/0283)', () => {
  const words = 'Brown leather, two cards inside';

  it('are used as they are while made under today’s rules from the same words: nothing is scrubbed again', () => {
    const made = publicTextsToKeep(record(words, 'Wallets'))!;
    expect(made).toMatchObject({ rules: SCRUB_RULES_VERSION, texts: { description: words } });
    // A marker no scrub would write shows the row was used, not the words scrubbed again.
    const kept = { ...made, texts: { ...(made.texts as object), description: 'as kept' } };
    expect(publicTextsOf({ ...record(words, 'Wallets'), kept }).description).toBe('as kept');
    expect(publicTextsToKeep({ ...record(words, 'Wallets'), kept })).toBeUndefined();
  });

  it('are not used when the words, the category’s kind or the rules differ', () => {
    const made = publicTextsToKeep(record('Call 0712 345 678 to collect', 'Bags'))!;
    const leaky = { ...made, texts: { ...(made.texts as object), description: 'Call 0712 345 678 to collect' } };
    // Same words but made under other rules: scrubbed afresh.
    expect(publicTextsOf({ ...record('Call 0712 345 678 to collect', 'Bags'), kept: { ...leaky, rules: 'older' } }).description).not.toContain('345');
    // Other words than the row was made from.
    expect(publicTextsOf({ ...record('Call 0712 345 678 to collect it', 'Bags'), kept: leaky }).description).not.toContain('345');
    // The same words, another kind of category (a bare ID-like number is private in Documents only).
    const id = 'card 23456789 inside';
    const bags = publicTextsToKeep(record(id, 'Bags'))!;
    expect(publicTextsOf({ ...record(id, 'Documents'), kept: bags }).description).not.toContain('23456789');
  });
});

describe('one reading order for the public texts and the desk check', () => {
  it('takes an item’s texts in the order of the shared list, the finder’s name after them', () => {
    // The desk check reads itemReadingOf(item); the public texts are built from the same keys, in the same order.
    expect(Object.keys(textsAsWritten(record('Brown leather', 'Bags')))).toEqual([...ITEM_READING_KEYS, 'finderFirstName']);
  });

  it('finds a number begun in the nearby place and ended in the desk’s name in both', () => {
    const base = record('Brown leather', 'Bags');
    const desk = { name: '345 678 Lost Property', landmark: 'Behind the market', hours: 'Mon–Fri 8:00–17:00' };
    const held = {
      ...base,
      item: { ...base.item, verificationQuestion3: 'What is inside?', nearLocation: 'Kencom, call 0712' },
      heldBy: { ...desk, heldUntil: new Date() } as unknown as ItemRecord['heldBy'],
    };
    expect(deskChangesVerdict(itemReadingOf(textsAsWritten(held)), desk)).not.toBeNull();
    expect(publicTextsOf(held).nearLocation).not.toContain('0712');
  });
});
