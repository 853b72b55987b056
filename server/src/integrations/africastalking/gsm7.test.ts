import { describe, expect, it } from 'vitest';
import { fitsOneSmsPart, gsm7Length, toGsm7, truncateGsm7 } from './gsm7';

describe('GSM-7', () => {
  it('counts the basic alphabet once and the extension table twice, and refuses what it cannot write', () => {
    expect(gsm7Length('Okota: KSh 1,500 @ 07:00')).toBe(24);
    expect(gsm7Length('{€}')).toBe(6);
    expect(gsm7Length('’')).toBeNull();
    expect(gsm7Length('😀')).toBeNull();
    expect(fitsOneSmsPart('a'.repeat(160))).toBe(true);
    expect(fitsOneSmsPart('a'.repeat(161))).toBe(false);
    expect(fitsOneSmsPart(`${'a'.repeat(159)}€`)).toBe(false);
  });

  it('brings typographic punctuation, accents, line breaks and emoji into the alphabet', () => {
    expect(toGsm7('“Kijana’s” wallet – black…')).toBe('"Kijana\'s" wallet - black...');
    expect(toGsm7('Crème brûlée ñ é')).toBe('Crème brulée ñ é');
    expect(toGsm7('two\nlines  here 😀')).toBe('two lines here ?');
    expect(gsm7Length(toGsm7('日本 ✓ ł ő'))).not.toBeNull();
  });

  it('shortens to the septets left, ending in dots, and never splits an extension character', () => {
    expect(truncateGsm7('Black leather wallet', 100)).toBe('Black leather wallet');
    expect(truncateGsm7('Black leather wallet', 10)).toBe('Black l...');
    expect(gsm7Length(truncateGsm7('[[[[[[[[[[', 9))).toBeLessThanOrEqual(9);
  });
});
