import { describe, expect, it } from 'vitest';
import { categoryDisplayDescription, categoryDisplayName } from './category-names';

// The categories server/src/db/seed.ts creates on a first start.
const SEEDED = ['Electronics', 'Documents', 'Wallets', 'Bags', 'Keys', 'Jewelry', 'Clothing', 'Pets', 'Other'];

describe('category names in Kiswahili', () => {
  it('translates every seeded category, and its description', () => {
    for (const name of SEEDED) {
      expect(categoryDisplayName(name, 'sw')).not.toBe(name);
      expect(categoryDisplayDescription(name, 'English text', 'sw')).not.toBe('English text');
    }
    expect(categoryDisplayName('Keys', 'sw')).toBe('Funguo');
    expect(categoryDisplayName('Wallets', 'sw')).toBe('Pochi');
    expect(categoryDisplayName('Bags', 'sw')).toBe('Mabegi');
  });

  it('knows names an admin is likely to type, whatever the case and spacing', () => {
    expect(categoryDisplayName('Phones', 'sw')).toBe('Simu');
    expect(categoryDisplayName(' id/documents ', 'sw')).toBe('Vitambulisho/Hati');
  });

  it('keeps English, and an admin category it does not know, as entered', () => {
    expect(categoryDisplayName('Keys', 'en')).toBe('Keys');
    expect(categoryDisplayName('Matatu lost property', 'sw')).toBe('Matatu lost property');
    expect(categoryDisplayDescription('Matatu lost property', 'As typed', 'sw')).toBe('As typed');
    expect(categoryDisplayName(null, 'sw')).toBeNull();
  });
});
