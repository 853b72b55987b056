import { describe, expect, it } from 'vitest';
import { SEARCH_WORD_GROUPS, searchWordAlternatives } from './search-words';

describe('Kiswahili search words', () => {
  it('turns common Kiswahili words for lost things into the English words listings use', () => {
    expect(searchWordAlternatives('simu')).toContain('phone');
    expect(searchWordAlternatives('kitambulisho')).toContain('id');
    expect(searchWordAlternatives('pochi')).toContain('wallet');
    expect(searchWordAlternatives('funguo')).toContain('keys');
    expect(searchWordAlternatives('begi')).toContain('bag');
    expect(searchWordAlternatives('mkoba')).toContain('handbag');
    expect(searchWordAlternatives('saa')).toContain('watch');
    expect(searchWordAlternatives('miwani')).toContain('glasses');
    expect(searchWordAlternatives('kadi')).toContain('card');
    expect(searchWordAlternatives('leseni')).toEqual(expect.arrayContaining(['licence', 'license']));
    expect(searchWordAlternatives('pasipoti')).toContain('passport');
  });

  it('works the other way, and between Kenyan and American spellings', () => {
    expect(searchWordAlternatives('phone')).toContain('simu');
    expect(searchWordAlternatives('wallet')).toContain('pochi');
    expect(searchWordAlternatives('licence')).toContain('license');
    expect(searchWordAlternatives('jewelry')).toContain('jewellery');
  });

  it('merges every row a word is in, and knows nothing of other words', () => {
    expect(searchWordAlternatives('bag')).toEqual(expect.arrayContaining(['begi', 'mkoba', 'mfuko']));
    expect(searchWordAlternatives('tecno')).toEqual([]);
    expect(searchWordAlternatives('sim')).toEqual([]); // a half-typed word is not guessed at
  });

  it('holds at least 30 Kiswahili words, each a plain lower-case word safe in a search query', () => {
    const words = SEARCH_WORD_GROUPS.flat();
    for (const word of words) expect(word).toMatch(/^[a-z]+$/);
    expect(SEARCH_WORD_GROUPS.length).toBeGreaterThanOrEqual(30);
    for (const group of SEARCH_WORD_GROUPS) expect(new Set(group).size).toBe(group.length);
  });
});
