import { describe, expect, it } from 'vitest';
import { newPaybillAccount, normalizePaybillAccount } from './paybill-account';

describe('Paybill account numbers', () => {
  it('are OK and four characters without look-alikes', () => {
    const accounts = Array.from({ length: 500 }, newPaybillAccount);
    for (const account of accounts) expect(account).toMatch(/^OK[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(accounts).size).toBeGreaterThan(490);
  });

  it('are read as people type them on a keypad', () => {
    expect(normalizePaybillAccount('ok7f3k')).toBe('OK7F3K');
    expect(normalizePaybillAccount(' OK 7F-3K ')).toBe('OK7F3K');
    expect(normalizePaybillAccount('0K7F3K')).toBe('OK7F3K');
    expect(normalizePaybillAccount('7f3k')).toBe('OK7F3K');
    // Not ours: cleaned, and it names no payment.
    expect(normalizePaybillAccount('invoice 12')).toBe('INVOICE12');
    expect(normalizePaybillAccount('OK7F30')).toBe('OK7F30');
    expect(normalizePaybillAccount('')).toBe('');
  });
});
