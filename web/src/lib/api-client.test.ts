import { afterEach, describe, expect, it, vi } from 'vitest';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals();

const { call, urlOf } = await import('./api-client');

function answer(body: unknown) {
  const fetch = vi.fn(async (..._args: [string, RequestInit]) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed client', () => {
  it("sends to the contract's path with its method, parameters encoded and empty query values left out", async () => {
    const fetch = answer({ success: true, claimsClosed: 0 });
    await call(itemsApi.withdraw, { params: { id: 7 }, body: { reason: 'other' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/items/7/withdraw');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ reason: 'other' }) });
    expect(urlOf(itemsApi.search, { query: { search: 'a/b wallet', location: '', page: 2 } })).toBe('/api/items?search=a%2Fb+wallet&page=2');
  });

  it('sends a POST with no body as {} and a GET with none', async () => {
    const fetch = answer({ images: [] });
    await call(itemsApi.uploadTemporaryPhotos);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{}' });
    await call(itemsApi.mine);
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it('refuses a path parameter it was not given, rather than calling /api/items/undefined', () => {
    expect(() => urlOf(itemsApi.get, { params: {} as { id: number } })).toThrow(/Missing path parameter id/);
  });
});
