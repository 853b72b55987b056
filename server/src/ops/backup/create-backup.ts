/**
 * `npm run backup`: the database dump, every uploaded file and DATA_DIR's own files, in one
 * .tar.gz (format: backup-manifest.ts). The database is dumped first and the files copied after,
 * so every photo the dump mentions is still there to copy (photos are never changed in place, only
 * added and deleted); photos added meanwhile are copied too, harmlessly unreferenced.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { createStorage } from '../../integrations/storage/storage';
import { BACKUP_FORMAT, DATABASE_ENTRIES, FILES_PREFIX, INSTANCE_PREFIX, MANIFEST_NAME, type BackupManifest } from './backup-manifest';
import { databaseEngineOf, dumpDatabase } from './database-dump';
import { listInstanceFiles, listStoredFiles } from './stored-files';
import { writeTar, type TarEntry } from './tar-writer';

export interface CreateBackupOptions {
  config: Config;
  /** Where the archive goes; it appears there only once complete (written as `<name>.partial` first). */
  archivePath: string;
  log?: (line: string) => void;
}

export async function createBackup({ config, archivePath, log = () => {} }: CreateBackupOptions): Promise<BackupManifest> {
  const engine = databaseEngineOf(config);
  const work = await mkdtemp(path.join(tmpdir(), 'okota-backup-'));
  const partial = `${archivePath}.partial`;
  try {
    log(`Dumping the ${engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database…`);
    const dumpFile = path.join(work, 'database');
    const database = await dumpDatabase({ config, engine, file: dumpFile });
    const storage = createStorage(config);
    const written: BackupManifest['entries'] = [];
    const files = { count: 0, bytes: 0 };
    let result: BackupManifest | undefined;

    async function* entries(): AsyncGenerator<TarEntry> {
      const record = (entry: TarEntry) => (written.push({ name: entry.name, size: entry.size }), entry);
      yield record({ name: DATABASE_ENTRIES[engine], size: (await stat(dumpFile)).size, body: createReadStream(dumpFile) });
      for (const file of await listInstanceFiles(config)) {
        yield record({ name: `${INSTANCE_PREFIX}${file.key}`, size: file.size, body: createReadStream(path.join(config.dataDir, file.key)) });
      }
      log(`Copying the uploaded files (${storage.kind === 's3' ? `bucket ${config.S3_BUCKET}` : path.join(config.dataDir, 'uploads')})…`);
      for await (const listed of listStoredFiles(config)) {
        const stored = await storage.get(listed.key);
        // Deleted since it was listed (an item removed meanwhile): nothing refers to it any more.
        if (!stored) continue;
        const size = stored.size ?? listed.size;
        files.count += 1;
        files.bytes += size;
        yield record({ name: `${FILES_PREFIX}${listed.key}`, size, body: stored.body });
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        database: { engine, ...database },
        storage: { kind: storage.kind, files: files.count, bytes: files.bytes },
        entries: written,
      };
      const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      yield { name: MANIFEST_NAME, size: body.length, body };
      result = manifest;
    }

    // 0600: the archive holds password hashes, phone numbers and the deployment's secrets.
    await pipeline(writeTar(entries()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, archivePath);
    return result!;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
