import { describe, expect, it } from 'vitest';
import { installBrowserGlobals } from '../../test-support/browser-globals';

installBrowserGlobals();

const { readAccountMode, safeRedirect } = await import('../../lib/session');

describe('account modes', () => {
  it('uses the stored mode, else the role, else claimer, and remembers it', () => {
    const user = { id: 'u', email: 'a@b.co', firstName: 'A', lastName: 'B', phone: '', profileImageUrl: null, createdAt: '' };
    expect(readAccountMode({ ...user, role: 'finder' })).toBe('finder');
    expect(localStorage.getItem('okota_user_role')).toBe('finder');
    localStorage.setItem('okota_user_role', 'nonsense');
    expect(readAccountMode({ ...user, role: 'admin' })).toBe('claimer');
    localStorage.setItem('okota_user_role', 'finder');
    expect(readAccountMode({ ...user, role: 'claimer' })).toBe('finder');
  });

  it('follows only redirects to this site', () => {
    expect(safeRedirect('/post-item?x=1')).toBe('/post-item?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
