/** What the two stores (local-storage.ts, s3-storage.ts) implement; storage.ts picks one. */
import type { Readable } from 'node:stream';

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
