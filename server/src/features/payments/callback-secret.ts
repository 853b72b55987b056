/**
 * Safaricom neither signs callbacks nor sends credentials (daraja.md §8), so the callback URLs
 * carry a secret path segment: MPESA_CALLBACK_SECRET, or a random secret generated once and
 * kept under DATA_DIR so that it survives restarts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { randomToken } from '../../lib/crypto';

const SECRET_FILE = 'payment-callback-secret';

export async function loadCallbackSecret(config: Config): Promise<string> {
  if (config.MPESA_CALLBACK_SECRET) return config.MPESA_CALLBACK_SECRET;
  const file = path.join(config.dataDir, SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  try {
    // 'wx': when two processes start together, the first writer wins and the other reads it.
    await writeFile(file, `${randomToken()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`Could not keep the payment callback secret in ${file}`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const value = (await readFile(file, 'utf8')).trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Compares in constant time, so the secret cannot be guessed one character at a time. */
export function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
