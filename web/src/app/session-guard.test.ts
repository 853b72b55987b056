import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals();

const toast = vi.fn();
vi.mock('../components/ui/toast', () => ({ toast }));
const { createSessionGuard } = await import('./session-guard');
const { ApiError } = await import('../lib/api');

describe('session guard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.mockClear();
    localStorage.setItem('auth_token', 'token');
    localStorage.setItem('user_data', JSON.stringify({ id: 'u1' }));
  });
  afterEach(() => vi.useRealTimers());

  it('on "Account suspended": the notice for 10 s with the reason, session cleared, / after 3 s', () => {
    const navigate = vi.fn();
    createSessionGuard(navigate).onError(new ApiError(403, { message: 'Account suspended', reason: 'Selling found items' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Account Suspended', description: 'Selling found items', variant: 'destructive', duration: 10_000 });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
    vi.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('uses the default sentence without a reason', () => {
    createSessionGuard(vi.fn()).onError(new ApiError(403, { message: 'Account suspended' }));
    expect(toast.mock.calls[0][0].description).toBe('Your account has been suspended by an administrator.');
  });

  it('ignores other 403s, and drops a token the server refuses', () => {
    const guard = createSessionGuard(vi.fn());
    guard.onError(new ApiError(403, { message: 'Admin access required' }));
    expect(toast).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).toBe('token');
    guard.onError(new ApiError(401, { message: 'Unauthorized' }));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
