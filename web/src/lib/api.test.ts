import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals();

const { ApiError, api, apiDelete, apiGet, apiPost, onApiError, toQuery } = await import('./api');

type Call = [string, RequestInit];

/** A fake fetch answering once with `response`, recording what it was asked. */
function answer(response: Response | (() => Promise<Response>)) {
  const fetch = vi.fn(async (..._args: Call) => (typeof response === 'function' ? response() : response));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Everything the shell's listeners were told while `run` ran. */
async function told(run: () => Promise<unknown>): Promise<{ value?: unknown; error?: unknown; seen: Array<InstanceType<typeof ApiError>> }> {
  const seen: Array<InstanceType<typeof ApiError>> = [];
  const stop = onApiError((error) => seen.push(error));
  const outcome = await run().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  stop();
  return { ...outcome, seen };
}

describe('the API client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token and a JSON body, and reads the JSON answer', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    const fetch = answer(json({ id: 7 }, 201));
    expect(await apiPost('/api/items', { title: 'Wallet' })).toEqual({ id: 7 });
    const [path, init] = fetch.mock.calls[0];
    expect(path).toBe('/api/items');
    expect(init).toMatchObject({ method: 'POST', body: '{"title":"Wallet"}', credentials: 'include' });
    expect(init.headers).toEqual({ Accept: 'application/json', 'x-auth-token': 'tok-1', 'Content-Type': 'application/json' });
  });

  it('sends no token when signed out, GET without a body, and FormData as it is', async () => {
    const fetch = answer(json([]));
    await apiGet('/api/items');
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'GET', body: undefined, headers: { Accept: 'application/json' } });
    const form = new FormData();
    const upload = answer(json({}));
    await api('/api/upload', { body: form });
    const init = upload.mock.calls[0][1];
    expect(init).toMatchObject({ method: 'POST', body: form });
    // The browser writes the multipart boundary itself.
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('answers undefined for 204 and for an empty body', async () => {
    answer(new Response(null, { status: 204 }));
    expect(await apiDelete('/api/items/1')).toBeUndefined();
    answer(new Response('', { status: 200 }));
    expect(await apiGet('/api/nothing')).toBeUndefined();
  });

  it("turns a 4xx JSON refusal into ApiError with the server's message and field errors, told to the shell", async () => {
    answer(json({ message: 'Validation failed', errors: { title: 'Title is required' } }, 400));
    const { error, seen } = await told(() => apiPost('/api/items', {}));
    expect(error).toBeInstanceOf(ApiError);
    const failure = error as InstanceType<typeof ApiError>;
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('400: Validation failed');
    expect(failure.serverMessage).toBe('Validation failed');
    expect(failure.body.errors).toEqual({ title: 'Title is required' });
    expect(seen).toEqual([failure]);
  });

  it("keeps a proxy's non-JSON 502 page as the message, or the status text when the body is empty", async () => {
    answer(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const page = (await told(() => apiGet('/api/items'))).error as InstanceType<typeof ApiError>;
    expect(page.status).toBe(502);
    expect(page.serverMessage).toBe('<html>Bad Gateway</html>');
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const empty = (await told(() => apiGet('/api/items'))).error as InstanceType<typeof ApiError>;
    expect(empty.message).toBe('503: Service Unavailable');
  });

  it('falls back to "Request failed" when a JSON refusal has no message', async () => {
    answer(json({ reason: 'code_wrong' }, 422));
    const { error } = await told(() => apiPost('/api/auth/phone/verify', {}));
    expect((error as Error).message).toBe('422: Request failed');
    expect((error as InstanceType<typeof ApiError>).body.reason).toBe('code_wrong');
  });

  it('tells the shell of a 401 (the session ended), unless the caller asked for null', async () => {
    answer(json({ message: 'Unauthorized' }, 401));
    const refused = await told(() => apiGet('/api/auth/user'));
    expect((refused.error as InstanceType<typeof ApiError>).status).toBe(401);
    expect(refused.seen.map((e) => e.status)).toEqual([401]);

    answer(json({ message: 'Unauthorized' }, 401));
    const quiet = await told(() => api('/api/auth/user', { nullOn401: true }));
    expect(quiet).toEqual({ value: null, seen: [] });
  });

  it('lets a network failure (offline) reach the caller as it is, without telling the shell', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const { error, seen } = await told(() => apiGet('/api/items'));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(seen).toEqual([]);
  });

  it("passes the caller's abort signal, so a query that is no longer wanted stops", async () => {
    const controller = new AbortController();
    const fetch = answer(json({}));
    await apiGet('/api/items', controller.signal);
    expect(fetch.mock.calls[0][1].signal).toBe(controller.signal);
  });

  it('builds a query string without empty values', () => {
    expect(toQuery({ q: 'simu ya Samsung', page: 2, county: '', category: undefined, near: null })).toBe('?q=simu+ya+Samsung&page=2');
    expect(toQuery({ q: '' })).toBe('');
  });
});

describe('a refusal, told by its code', () => {
  it('is a refusal when the server says why, whatever the status; a fault on its side or no code is not', () => {
    expect(new ApiError(400, { code: 'REPORT_SELF', message: 'x' }).isRefusal).toBe(true);
    // SMS_PAUSED is a 503 with words of its own: the person is told to wait for the SMS.
    expect(new ApiError(503, { code: 'SMS_PAUSED', message: 'x' }).isRefusal).toBe(true);
    expect(new ApiError(500, { code: 'INTERNAL', message: 'x' }).isRefusal).toBe(false);
    expect(new ApiError(502, { code: 'BAD_GATEWAY', message: 'x' }).isRefusal).toBe(false);
    // A proxy's 4xx page carries no code: not the server's refusal.
    expect(new ApiError(413, { message: 'Request Entity Too Large' }).isRefusal).toBe(false);
  });
});
