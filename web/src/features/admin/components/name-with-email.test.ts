import { describe, expect, it } from 'vitest';
import { nameWithEmail } from './name-with-email';

describe('nameWithEmail', () => {
  it('puts the e-mail in brackets when there is one', () => {
    expect(nameWithEmail('Kamau', 'kamau@example.com')).toBe('Kamau (kamau@example.com)');
  });

  it('shows the name alone for an account without an e-mail, never empty brackets', () => {
    expect(nameWithEmail('Kamau', null)).toBe('Kamau');
    expect(nameWithEmail('Kamau', '')).toBe('Kamau');
    expect(nameWithEmail('Kamau', '  ')).toBe('Kamau');
    expect(nameWithEmail('Kamau', 'x1@deleted.invalid')).toBe('Kamau');
  });
});
