/**
 * Where uploaded files live: one small interface (storage-interface.ts), two implementations (a
 * directory under DATA_DIR, or S3-compatible object storage). Keys are server-chosen paths such as
 * `items/3f9c….webp`; keys under `private/` (claim proof photos) are never served by /uploads.
 */
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { s3OptionsFrom } from './s3-client';
import type { Storage } from './storage-interface';

export type { Storage, StoredFile } from './storage-interface';
export * from './keys';

/** S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  const s3 = s3OptionsFrom(config);
  if (s3) return createS3Storage(s3);
  return createLocalStorage(`${config.dataDir}/uploads`);
}

/** A stored file's bytes, or null when there is no such file. */
export async function readStoredBytes(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
