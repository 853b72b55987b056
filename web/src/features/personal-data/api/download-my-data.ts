/**
 * GET /api/me/export as a file the browser saves: the JSON document, or (format 'html') the same
 * data as one printable page, opened from the downloads and printed or kept as PDF there. lib/api parses JSON into objects; this call
 * wants the file as the server wrote it, with its name, so it fetches with the token itself.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { STORAGE_KEYS, readLocal } from '../../../lib/storage';

export type ExportFormat = 'json' | 'html';

export async function downloadMyData({ language, format = 'json' }: { language: string; format?: ExportFormat }): Promise<void> {
  const token = readLocal(STORAGE_KEYS.token);
  const response = await fetch(`/api/me/export?language=${language === 'sw' ? 'sw' : 'en'}&format=${format}`, {
    headers: { Accept: format === 'html' ? 'text/html' : 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    credentials: 'include',
  });
  if (!response.ok) {
    const body = await response.json().catch(() => ({ message: response.statusText }));
    throw new ApiError(response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `okota-my-data.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
