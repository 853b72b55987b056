import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals();

const { ApiError, apiFile, fileNameOf, onApiError } = await import('./api');
const { saveFile } = await import('./save-file');

const CSV = '\uFEFFdate_eat,day,kind\r\n"4 March 2026, 14:05 EAT",2026-03-04,refund\r\n';

describe('files from the API (apiFile)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("sends the stored token, as a plain link could not, and keeps the bytes and the server's file name", async () => {
    localStorage.setItem('auth_token', 'admin-token');
    const fetch = vi.fn(
      async () =>
        new Response(CSV, {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="okota-ledger-2026-03-01-to-2026-03-31.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await apiFile('/api/admin/ledger.csv?from=2026-03-01');
    expect(fetch).toHaveBeenCalledWith('/api/admin/ledger.csv?from=2026-03-01', expect.objectContaining({ headers: { 'x-auth-token': 'admin-token' } }));
    expect(file.fileName).toBe('okota-ledger-2026-03-01-to-2026-03-31.csv');
    // The byte order mark that makes spreadsheets read UTF-8 survives.
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("turns a refusal into ApiError with the server's sentence, told to the shell like any call", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Admin access required' }), { status: 403 })),
    );
    const seen: number[] = [];
    const stop = onApiError((error) => seen.push(error.status));
    const failure = await apiFile('/api/admin/ledger.csv').catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as InstanceType<typeof ApiError>).serverMessage).toBe('Admin access required');
    expect(seen).toEqual([403]);
  });

  it('reads the file name from either form of Content-Disposition, or says there is none', () => {
    expect(fileNameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf('attachment; filename="fallback.csv"; filename*=UTF-8\'\'daftari%20la%20fedha.csv')).toBe('daftari la fedha.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('clicks a download link to the file under its name, removes the link, and frees the memory later', () => {
    vi.useFakeTimers();
    const link = { click: vi.fn(), remove: vi.fn(), style: {} as Record<string, string> } as Record<string, unknown>;
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { append } });
    const revoke = vi.fn();
    vi.stubGlobal('URL', { createObjectURL: vi.fn(() => 'blob:okota/1'), revokeObjectURL: revoke });

    saveFile(new Blob([CSV]), 'okota-ledger-start-to-today.csv');
    expect(link).toMatchObject({ href: 'blob:okota/1', download: 'okota-ledger-start-to-today.csv' });
    expect(append).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:okota/1');
  });
});
