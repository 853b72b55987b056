/**
 * The first start without ADMIN_PASSWORD prints the development admin as a block of its own lines,
 * and the password printed signs in (issue 34).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/helpers';

describe('the development admin on the start log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the e-mail and the made-up password in a block that a person sees, and it signs in', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    // No ADMIN_PASSWORD: the server makes one up, as on a first `npm start`.
    const t = await createTestApp({ env: { ADMIN_EMAIL: 'boss@okota.test', ADMIN_PASSWORD: undefined as unknown as string } });
    try {
      const block = printed.find((chunk) => chunk.includes('Development admin'));
      expect(block).toBeDefined();
      const lines = block!.split('\n');
      // Its own lines, framed, with a blank line before and after.
      expect(lines[0]).toBe('');
      expect(lines[1]).toMatch(/^\+-+\+$/);
      const email = lines.find((line) => line.includes('e-mail:'));
      const password = /password:\s+(\S+)/.exec(block!)?.[1];
      expect(email).toContain('boss@okota.test');
      expect(password).toMatch(/^Dev-/);
      expect(block).toContain('http://127.0.0.1:5000/auth');
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'boss@okota.test', password } });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('prints nothing when ADMIN_PASSWORD chose the password', async () => {
    const write = vi.spyOn(process.stdout, 'write');
    const t = await createTestApp();
    await t.close();
    expect(write.mock.calls.some(([chunk]) => String(chunk).includes('Development admin'))).toBe(false);
  });
});
