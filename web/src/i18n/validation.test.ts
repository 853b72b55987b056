import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_KEYS } from '@okota/shared/messages';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals({ document: true });

const { setLanguage } = await import('./index');
const { translateMessage } = await import('./validation');

describe('messages from the schemas and the server, as a person reads them', () => {
  it("names the claim form's 'Ownership proof details' field where the API says 'Description' (decision 0214)", () => {
    setLanguage('en');
    expect(translateMessage(MESSAGES.claimDetailsMin)).toBe('Ownership proof details must be at least 10 characters');
    expect(translateMessage(MESSAGES.claimDetailsMax)).toBe('Ownership proof details must be 200 characters or less');
    setLanguage('sw');
    expect(translateMessage(MESSAGES.claimDetailsMin)).toBe('Maelezo ya kuthibitisha umiliki lazima yawe na angalau herufi 10');
  });

  it('tells apart two keys that share an English text (the schemas carry keys, docs/decisions/0255)', () => {
    setLanguage('en');
    expect(translateMessage(MESSAGE_KEYS.descriptionMin)).toBe(MESSAGES.descriptionMin);
    expect(translateMessage(MESSAGE_KEYS.claimDetailsMin)).toBe('Ownership proof details must be at least 10 characters');
    setLanguage('sw');
    expect(translateMessage(MESSAGE_KEYS.descriptionMin)).toBe('Maelezo lazima yawe na angalau herufi 10');
  });

  it('shows every other message as the spec words it, and unknown text as it came', () => {
    setLanguage('en');
    expect(translateMessage(MESSAGES.emailInvalid)).toBe(MESSAGES.emailInvalid);
    expect(translateMessage('Something the server said')).toBe('Something the server said');
  });
});
