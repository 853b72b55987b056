import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals({ document: true });

const toast = vi.fn();
vi.mock('../components/ui/toast', () => ({ toast }));
const { createSessionGuard } = await import('./session-guard');
const { ApiError } = await import('../lib/api');
const { safeRedirect, sessionKey } = await import('../lib/session');
const { queryClient } = await import('../lib/query-client');
const { setLanguage } = await import('../i18n');
const { pathAfterSignIn } = await import('../features/auth/start-page');

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
    createSessionGuard(navigate).onError(new ApiError(403, { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended', reason: 'Selling found items' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Account Suspended', description: 'Selling found items', variant: 'destructive', duration: 10_000 });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
    vi.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('uses the default sentence without a reason', () => {
    createSessionGuard(vi.fn()).onError(new ApiError(403, { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' }));
    expect(toast.mock.calls[0][0].description).toBe('Your account has been suspended by an administrator.');
  });

  it('ignores other 403s, and drops a token the server refuses', () => {
    const guard = createSessionGuard(vi.fn());
    guard.onError(new ApiError(403, { message: 'Admin access required' }));
    expect(toast).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).toBe('token');
    // Told by the code, not the status (docs/decisions/0274): a refused password is not an expired session.
    guard.onError(new ApiError(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }));
    expect(localStorage.getItem('auth_token')).toBe('token');
    guard.onError(new ApiError(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('drops an expired token mid-session: user data, guest leftovers and the cached user go too', () => {
    localStorage.setItem('guest_session_id', 'g-1');
    queryClient.setQueryData(sessionKey, { id: 'u1' });
    createSessionGuard(vi.fn()).onError(new ApiError(401, { code: 'UNAUTHORIZED', message: 'Token expired' }));
    expect(localStorage.getItem('user_data')).toBeNull();
    expect(localStorage.getItem('guest_session_id')).toBeNull();
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('leaves a guest alone on a 401 (a wrong password), keeping what they typed as a guest', () => {
    localStorage.removeItem('auth_token');
    localStorage.setItem('guest_items', '[{"title":"Keys"}]');
    const navigate = vi.fn();
    createSessionGuard(navigate).onError(new ApiError(401, { message: 'Invalid email or password' }));
    expect(localStorage.getItem('guest_items')).toBe('[{"title":"Keys"}]');
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the suspension in Kiswahili, with the default sentence for a blank reason', () => {
    setLanguage('sw');
    try {
      createSessionGuard(vi.fn()).onError(new ApiError(403, { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended: contact support', reason: '   ' }));
    } finally {
      setLanguage('en');
    }
    expect(toast.mock.calls[0][0]).toMatchObject({ title: 'Akaunti Imesimamishwa', description: 'Akaunti yako imesimamishwa na msimamizi.' });
  });

  it('goes home once for several suspended answers, and not at all after the app shell is gone', () => {
    const navigate = vi.fn();
    const guard = createSessionGuard(navigate);
    guard.onError(new ApiError(403, { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' }));
    vi.advanceTimersByTime(2000);
    guard.onError(new ApiError(403, { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' }));
    vi.advanceTimersByTime(3000);
    expect(navigate).toHaveBeenCalledTimes(1);

    const gone = vi.fn();
    const closed = createSessionGuard(gone);
    closed.onError(new ApiError(403, { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' }));
    closed.dispose();
    vi.runAllTimers();
    expect(gone).not.toHaveBeenCalled();
  });

  it('after sign-in, returns to the page that asked, but never to another site', () => {
    expect(pathAfterSignIn('claimer', safeRedirect('/item/7?claim=1'))).toBe('/item/7?claim=1');
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/item/7', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeRedirect(hostile)).toBeNull();
      expect(pathAfterSignIn('claimer', safeRedirect(hostile))).toBe('/');
    }
    expect(pathAfterSignIn('admin', safeRedirect('//evil.example'))).toBe('/admin');
  });
});
