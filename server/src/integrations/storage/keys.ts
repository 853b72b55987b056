/** Storage keys: what a key may look like, and how keys map to /uploads addresses. */
export const PRIVATE_PREFIX = 'private/';
export const UPLOADS_PATH = '/uploads/';

/** Lower-case path segments of letters, digits, '-' and '_', ending in a known extension. */
const SAFE_KEY = /^(?:[a-z0-9][a-z0-9_-]{0,63}\/){0,4}[a-z0-9][a-z0-9_-]{0,127}\.(?:webp|jpg|jpeg|png|pdf)$/;

/** Refuses anything that could leave the storage root (`..`, absolute paths, odd characters). */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

/** `/uploads/items/x.webp` → `items/x.webp`; null for addresses that are not ours. */
export function keyFromUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const key = url.slice(UPLOADS_PATH.length);
  return isSafeKey(key) ? key : null;
}

export function publicUrlFor(key: string): string {
  return `${UPLOADS_PATH}${key}`;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
