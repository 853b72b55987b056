import { describe, expect, it } from 'vitest';
import { filterFaq, normalizeForSearch, type FaqGroup } from './filter-faq';

const groups: FaqGroup[] = [
  {
    id: 'claiming',
    title: 'How claiming works',
    entries: [
      { question: 'How do I prove an item is mine?', answer: 'Answer the finder’s security questions.' },
      { question: 'Can I claim again after a rejection?', answer: 'Yes, up to 3 claims per item.' },
    ],
  },
  {
    id: 'fees',
    title: 'Fees and M-Pesa',
    entries: [
      { question: 'How do I pay?', answer: 'An M-Pesa prompt appears on your phone; enter your PIN there.' },
      { question: 'When is the finder paid?', answer: 'After you confirm receipt, or 72 hours after payment.' },
    ],
  },
  {
    id: 'safety',
    title: 'Usalama',
    entries: [{ question: 'Tukutane wapi?', answer: 'Kituo cha polisi au kituo cha biashara chenye watu wengi.' }],
  },
];

describe('filterFaq', () => {
  it('returns every group for an empty or blank query', () => {
    expect(filterFaq(groups, '')).toBe(groups);
    expect(filterFaq(groups, '   ')).toBe(groups);
  });

  it('matches questions and answers, ignoring case, and drops groups with no match', () => {
    const result = filterFaq(groups, 'PIN');
    expect(result.map((g) => g.id)).toEqual(['fees']);
    expect(result[0].entries.map((e) => e.question)).toEqual(['How do I pay?']);
  });

  it('needs every word, in any order', () => {
    expect(filterFaq(groups, 'hours payment').flatMap((g) => g.entries.map((e) => e.question))).toEqual(['When is the finder paid?']);
    expect(filterFaq(groups, 'payment rejection')).toEqual([]);
  });

  it('treats M-Pesa, mpesa and MPESA alike, and apostrophes as nothing', () => {
    for (const query of ['mpesa', 'M-PESA', 'm-pesa prompt']) {
      expect(
        filterFaq(groups, query).map((g) => g.id),
        query,
      ).toEqual(['fees']);
    }
    expect(filterFaq(groups, 'finders security').map((g) => g.id)).toEqual(['claiming']);
  });

  it('finds Kiswahili text and stems inside words', () => {
    expect(filterFaq(groups, 'polisi').map((g) => g.id)).toEqual(['safety']);
    expect(filterFaq(groups, 'biash').map((g) => g.id)).toEqual(['safety']);
    expect(filterFaq(groups, 'kutane').map((g) => g.id)).toEqual(['safety']);
  });

  it('matches short words only at the start of a word', () => {
    const shopping: FaqGroup[] = [{ id: 'x', title: 'X', entries: [{ question: 'Where?', answer: 'A busy shopping centre.' }] }];
    expect(filterFaq(shopping, 'pin')).toEqual([]);
    expect(filterFaq(shopping, 'sho')).toHaveLength(1);
    expect(filterFaq(groups, 'pin').flatMap((g) => g.entries.map((e) => e.question))).toEqual(['How do I pay?']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterFaq(groups, 'helicopter')).toEqual([]);
  });

  it('leaves the groups it was given unchanged', () => {
    filterFaq(groups, 'PIN');
    expect(groups[1].entries).toHaveLength(2);
  });
});

describe('normalizeForSearch', () => {
  it('strips accents and punctuation', () => {
    expect(normalizeForSearch('  Café, M-Pesa & finder’s  ')).toBe('cafe mpesa finders');
  });
});
