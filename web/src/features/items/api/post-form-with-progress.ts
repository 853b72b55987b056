/**
 * A multipart POST that reports how much of its body has been sent. fetch() cannot tell (upload
 * streams are not in every browser), so photos go through XMLHttpRequest; the headers and errors
 * are those of lib/api.ts, so callers handle an ApiError either way.
 */
import type { Route, RouteAnswer } from '@okota/shared/contracts/route';
import { ApiError } from '../../../lib/api';
import { STORAGE_KEYS, readLocal } from '../../../lib/storage';

export function postFormWithProgress<R extends Route>(route: R, form: FormData, onProgress?: (sent: number) => void): Promise<RouteAnswer<R>> {
  return new Promise<RouteAnswer<R>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, route.path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = readLocal(STORAGE_KEYS.token);
    if (token) request.setRequestHeader('x-auth-token', token);
    if (onProgress) request.upload.onprogress = (event) => event.lengthComputable && event.total > 0 && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as RouteAnswer<R>);
      else reject(new ApiError(request.status, (body as ApiError['body'] | undefined) ?? { message: request.statusText }));
    };
    // Like fetch(): a network failure is a TypeError, a refusal an ApiError.
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new TypeError('Network request aborted'));
    request.send(form);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
