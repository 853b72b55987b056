import { describe, expect, it } from 'vitest';
import { categoryDisplayName } from '@okota/shared/category-names';
import { searchTipCategories } from './search-tip-categories';

describe('the Search Tips category shortcuts', () => {
  it('name each category as the post form and USSD do, in both languages', () => {
    expect(searchTipCategories('sw').map((c) => c.label)).toEqual(['Vifaa vya elektroniki', 'Mabegi', 'Vito na saa', 'Vitambulisho na hati']);
    expect(searchTipCategories('en').map((c) => c.label)).toEqual(['Electronics', 'Bags', 'Jewelry', 'Documents']);
    for (const { key, label } of searchTipCategories('sw')) expect(label).toBe(categoryDisplayName(key, 'sw'));
  });
});
