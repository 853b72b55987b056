import { describe, expect, it } from 'vitest';
import { SEARCH_WORD_GROUPS, isSearchGlueWord, searchWordAlternatives } from './search-words';

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

  it('knows the words owners use (issue 27): kipande, rununu, begi, mkoba, funguo, pochi, kadi, leseni', () => {
    expect(searchWordAlternatives('kipande')).toEqual(expect.arrayContaining(['id', 'kitambulisho', 'identity']));
    expect(searchWordAlternatives('kitambulisho')).toContain('kipande');
    expect(searchWordAlternatives('id')).toEqual(expect.arrayContaining(['kipande', 'kitambulisho']));
    expect(searchWordAlternatives('rununu')).toEqual(expect.arrayContaining(['phone', 'simu']));
    expect(searchWordAlternatives('begi')).toContain('bag');
    expect(searchWordAlternatives('mkoba')).toContain('bag');
    expect(searchWordAlternatives('funguo')).toContain('key');
    expect(searchWordAlternatives('pochi')).toContain('wallet');
    expect(searchWordAlternatives('kadi')).toContain('card');
    expect(searchWordAlternatives('leseni')).toContain('licence');
    expect(searchWordAlternatives('gari')).toContain('car');
    expect(searchWordAlternatives('ngozi')).toContain('leather');
    expect(searchWordAlternatives('suitcase')).not.toContain('box');
  });

  it('ignores glue words in both languages', () => {
    for (const word of ['ya', 'za', 'la', 'wa', 'na', 'my', 'the', 'a', 'of']) expect(isSearchGlueWord(word)).toBe(true);
    for (const word of ['simu', 'id', 'atm', 'wallet', 'kadi']) expect(isSearchGlueWord(word)).toBe(false);
    for (const word of SEARCH_WORD_GROUPS.flat()) expect(isSearchGlueWord(word)).toBe(false);
  });

  it('holds at least 30 Kiswahili words, each a plain lower-case word safe in a search query', () => {
    const words = SEARCH_WORD_GROUPS.flat();
    for (const word of words) expect(word).toMatch(/^[a-z]+$/);
    expect(SEARCH_WORD_GROUPS.length).toBeGreaterThanOrEqual(30);
    for (const group of SEARCH_WORD_GROUPS) expect(new Set(group).size).toBe(group.length);
  });
});
