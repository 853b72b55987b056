/**
 * Where uploaded files live: one small interface, two implementations (a directory under
 * DATA_DIR, or S3-compatible object storage). Keys are server-chosen paths such as
 * `items/3f9c….webp`; keys under `private/` (claim proof photos) are never served by /uploads.
 */
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { s3OptionsFrom } from './s3-client';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser uses for a public key; the server streams it from the storage. */
  url(key: string): string;
}

export * from './keys';

/** S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  const s3 = s3OptionsFrom(config);
  if (s3) return createS3Storage(s3);
  return createLocalStorage(`${config.dataDir}/uploads`);
}
