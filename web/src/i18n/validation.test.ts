import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@okota/shared/messages';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) { return this.data.get(key) ?? null; }
  setItem(key: string, value: string) { this.data.set(key, String(value)); }
  removeItem(key: string) { this.data.delete(key); }
  clear() { this.data.clear(); }
}
Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage(), document: { documentElement: {} } });

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

  it('shows every other message as the spec words it, and unknown text as it came', () => {
    setLanguage('en');
    expect(translateMessage(MESSAGES.emailInvalid)).toBe(MESSAGES.emailInvalid);
    expect(translateMessage('Something the server said')).toBe('Something the server said');
  });
});
