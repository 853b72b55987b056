/**
 * Secrets that production must be given (config.ts refuses to start without them) and that
 * development invents: generated once, kept in a file under DATA_DIR (mode 0600) so they survive
 * restarts and every process on the same data directory shares them: the M-Pesa callback secret,
 * the Africa's Talking callback key and the document hash key.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { randomToken } from './crypto';

const cache = new Map<string, Promise<string>>();

/** The configured value, or the file's (created on first use); one read per file and process. */
export function loadKeptSecret(config: Pick<Config, 'dataDir'>, options: { value?: string; file: string }): Promise<string> {
  if (options.value) return Promise.resolve(options.value);
  const file = path.join(config.dataDir, options.file);
  let pending = cache.get(file);
  if (!pending) {
    pending = readOrCreate(file).catch((error) => {
      cache.delete(file);
      throw error;
    });
    cache.set(file, pending);
  }
  return pending;
}

async function readOrCreate(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': when two processes start together, the first writer wins and the other reads it.
    await writeFile(file, `${randomToken()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`Could not keep a secret in ${file}`);
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

/** AT_CALLBACK_KEY: the `?key=` of Africa's Talking callbacks (delivery reports, USSD). */
export const loadAtCallbackKey = (config: Config) => loadKeptSecret(config, { value: config.AT_CALLBACK_KEY, file: 'at-callback-key' });

/** DOCUMENT_HASH_KEY: the HMAC key of private document numbers (never change it once used). */
export const loadDocumentHashKey = (config: Config) => loadKeptSecret(config, { value: config.DOCUMENT_HASH_KEY, file: 'document-hash-key' });

/** Compares in constant time, so a secret cannot be guessed one character at a time. */
export function isSameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
