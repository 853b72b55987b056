import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_CONCURRENCY, scryptRunning, verifyPassword } from './crypto';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Nairobi-2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Nairobi-2026', stored)).toBe(true);
    expect(await verifyPassword('nairobi-2026', stored)).toBe(false);
  });

  it('runs no more scrypt computations at once than the gate allows, and finishes them all', async () => {
    let highest = 0;
    let done = false;
    const sample = () => {
      highest = Math.max(highest, scryptRunning());
      if (!done) setImmediate(sample);
    };
    sample();
    const passwords = Array.from({ length: SCRYPT_CONCURRENCY * 3 }, (_, i) => `Passw0rd-${i}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    const checks = await Promise.all(hashes.map((hash, i) => verifyPassword(passwords[i], hash)));
    done = true;
    expect(checks.every(Boolean)).toBe(true);
    expect(highest).toBeGreaterThan(0);
    expect(highest).toBeLessThanOrEqual(SCRYPT_CONCURRENCY);
    expect(scryptRunning()).toBe(0);
  });
});
