import { describe, expect, it } from 'vitest';
import { matchAnswer } from './answer-match';

describe('matchAnswer', () => {
  it.each([
    ['Dark-Blue ', 'dark blue'],
    ['  M-PESA!!', 'mpesa'],
    ['Café', 'cafe'],
  ])('ignores case, spacing and punctuation: %s ~ %s', (answer, expected) => {
    expect(matchAnswer(answer, expected)).toBe('match');
  });

  it.each([
    // The two answers issue 34 saw called "Different".
    ['my son with a red balloon', 'A child with a red balloon'],
    ['12 May 1988', '12.05.1988'],
    ['12/5/88', '12 May 1988'],
    ['May 12th, 1988', '12 May 1988'],
    ['1988-05-12', '12th of May 1988'],
    ['Mei 12', '12th of May'],
    ['tarehe 12 mwezi wa tano 1988', '12 May 1988'],
  ])('reads a date or a person in any spelling: %s ~ %s', (answer, expected) => {
    expect(matchAnswer(answer, expected)).toBe('match');
  });

  it.each([
    ['three', '3'],
    ['kumi na mbili', '12'],
    ['mia tano', 'KSh 500'],
    ['five hundred bob', '500'],
    ['elfu moja mia tano', 'KSh 1,500'],
    ['watoto wawili', 'two kids'],
    ['nineteen eighty eight', '1988'],
  ])('reads numbers written as words: %s ~ %s', (answer, expected) => {
    expect(matchAnswer(answer, expected)).toBe('match');
  });

  it.each([
    ['nyekundu', 'red'],
    ['kahawia', 'brown'],
    ['Mtoto wangu na baluni nyekundu', 'A child with a red balloon'],
    ['kitambulisho na kadi ya ATM', 'ID and ATM card'],
    ['techno', 'Tecno'],
    ['balck', 'black'],
    ['red balloon and my kid', 'a child with a red balloon'],
  ])('knows English and Kiswahili words for one thing, word order and typos: %s ~ %s', (answer, expected) => {
    expect(matchAnswer(answer, expected)).toBe('match');
  });

  it('calls a vaguer or partial answer close, not different', () => {
    expect(matchAnswer('blue', 'dark blue')).toBe('close');
    expect(matchAnswer('a child', 'my son')).toBe('close');
    expect(matchAnswer('john kamau', 'John Kamau Mwangi')).toBe('close');
    expect(matchAnswer('around 1,800', 'about 2,000')).toBe('close');
  });

  it('calls a contradicting colour, number, date or make different', () => {
    expect(matchAnswer('red', 'dark blue')).toBe('different');
    expect(matchAnswer('13 May 1988', '12 May 1988')).toBe('different');
    expect(matchAnswer('2019', '2015')).toBe('different');
    expect(matchAnswer('three dogs', 'two dogs')).toBe('different');
    expect(matchAnswer('Chelsea logo', 'Arsenal logo')).toBe('different');
    expect(matchAnswer('nyeusi', 'nyeupe')).toBe('different');
    expect(matchAnswer('a', 'a wallet')).toBe('different');
  });

  it('never calls a hedged list of guesses a match', () => {
    expect(matchAnswer('black, blue or grey', 'black')).toBe('close');
    expect(matchAnswer('labda nyekundu', 'red')).toBe('close');
  });

  it('has nothing to say without an expected answer or an answer', () => {
    expect(matchAnswer('blue', null)).toBeNull();
    expect(matchAnswer('', 'blue')).toBeNull();
    expect(matchAnswer('?!', 'blue')).toBeNull();
  });
});
