/**
 * The salt that turns an IP into an anonymous daily visitor id: ANALYTICS_SALT, or a random one
 * made once and kept under DATA_DIR so counts stay right across restarts. Every process that
 * shares a data directory shares the salt; a fleet sets ANALYTICS_SALT (required in production).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config';

const cache = new Map<string, string>();

export function visitorSalt(config: Pick<Config, 'ANALYTICS_SALT' | 'dataDir'>): string {
  if (config.ANALYTICS_SALT) return config.ANALYTICS_SALT;
  const file = path.join(config.dataDir, 'analytics-salt');
  const cached = cache.get(file);
  if (cached) return cached;
  let salt: string;
  try {
    salt = readFileSync(file, 'utf8').trim();
  } catch {
    salt = '';
  }
  if (salt.length < 32) {
    salt = randomBytes(32).toString('hex');
    mkdirSync(config.dataDir, { recursive: true });
    // 'wx' fails if another process wrote it first; then theirs is the one to use.
    try {
      writeFileSync(file, salt, { flag: 'wx', mode: 0o600 });
    } catch {
      salt = readFileSync(file, 'utf8').trim() || salt;
    }
  }
  cache.set(file, salt);
  return salt;
}
