import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_KEYS } from '@okota/shared/messages';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals({ document: true });

const { setLanguage } = await import('./index');
const { messageWords } = await import('./validation');

describe('shared messages, by key, as a person reads them', () => {
  it("names the claim form's 'Ownership proof details' field where the API says 'Description' (decision 0214)", () => {
    setLanguage('en');
    expect(messageWords(MESSAGE_KEYS.claimDetailsMin)).toBe('Ownership proof details must be at least 10 characters');
    expect(messageWords(MESSAGE_KEYS.claimDetailsMax)).toBe('Ownership proof details must be 200 characters or less');
    setLanguage('sw');
    expect(messageWords(MESSAGE_KEYS.claimDetailsMin)).toBe('Maelezo ya kuthibitisha umiliki lazima yawe na angalau herufi 10');
  });

  it('tells apart two keys that share an English text (the wire carries keys, docs/decisions/0275)', () => {
    setLanguage('en');
    expect(messageWords(MESSAGE_KEYS.descriptionMin)).toBe(MESSAGES.descriptionMin);
    expect(messageWords(MESSAGE_KEYS.claimDetailsMin)).toBe('Ownership proof details must be at least 10 characters');
    setLanguage('sw');
    expect(messageWords(MESSAGE_KEYS.descriptionMin)).toBe('Maelezo lazima yawe na angalau herufi 10');
    expect(messageWords(MESSAGE_KEYS.notifyChannelRequired)).toBe('Chagua angalau njia moja ya kukujulisha');
  });

  it('never maps English back to a key: other text stays as it came', () => {
    setLanguage('sw');
    expect(messageWords(MESSAGES.emailInvalid)).toBe(MESSAGES.emailInvalid);
    expect(messageWords('Something the server said')).toBe('Something the server said');
    expect(messageWords(undefined)).toBe('');
  });
});
