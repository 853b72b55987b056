/**
 * Every uploaded file, wherever the deployment keeps them (DATA_DIR/uploads or the S3 bucket), and
 * the deployment's own files at the top of DATA_DIR (secrets made on first start: the payment
 * callback secret, the analytics salt, the Web Push keys that existing subscriptions are bound to).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { isSafeKey } from '../../integrations/storage/keys';
import { createS3Client, s3OptionsFrom } from '../../integrations/storage/s3-client';
import { isInstanceFileName } from './backup-manifest';

export interface ListedFile {
  key: string;
  size: number;
}

/**
 * The storage's files by key. Names that are not storage keys (a half-written `*.tmp`, anything
 * an operator dropped there) are not the app's and are left out.
 */
export async function* listStoredFiles(config: Config): AsyncGenerator<ListedFile> {
  const s3 = s3OptionsFrom(config);
  if (!s3) {
    yield* walk(path.join(config.dataDir, 'uploads'), '');
    return;
  }
  const client = createS3Client(s3);
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && isSafeKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
}

async function* walk(directory: string, prefix: string): AsyncGenerator<ListedFile> {
  let names: import('node:fs').Dirent[];
  try {
    names = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  names.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of names) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* walk(path.join(directory, entry.name), `${key}/`);
    else if (entry.isFile() && isSafeKey(key)) yield { key, size: (await stat(path.join(directory, entry.name))).size };
  }
}

/** True when the storage holds at least one file. */
export async function hasStoredFiles(config: Config): Promise<boolean> {
  for await (const _file of listStoredFiles(config)) return true;
  return false;
}

/** Regular files directly in DATA_DIR with plain names (not db/ and uploads/, which are folders). */
export async function listInstanceFiles(config: Config): Promise<ListedFile[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(config.dataDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: ListedFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !isInstanceFileName(entry.name)) continue;
    files.push({ key: entry.name, size: (await stat(path.join(config.dataDir, entry.name))).size });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}
