/**
 * VAPID keys identify this site to browser push services (RFC 8292). From the environment when
 * set; otherwise generated once and kept under DATA_DIR, so subscriptions survive a restart.
 * Several server processes on several machines must share them through the environment.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function loadVapidKeys(options: { publicKey?: string; privateKey?: string; dataDir: string }): VapidKeys {
  if (options.publicKey && options.privateKey) return { publicKey: options.publicKey, privateKey: options.privateKey };
  const file = path.join(options.dataDir, 'vapid-keys.json');
  const stored = readStoredKeys(file);
  if (stored) return stored;
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx': when two processes start together, the first file written wins and both use it.
    writeFileSync(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readStoredKeys(file) ?? generated;
  }
}

function readStoredKeys(file: string): VapidKeys | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
    }
  } catch {
    // missing or unreadable: generate
  }
  return undefined;
}
