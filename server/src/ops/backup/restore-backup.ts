/**
 * `npm run restore <archive>`: brings a backup back into an empty deployment (the database, the
 * uploaded files and DATA_DIR's own files of the environment given, as the server reads it). A
 * deployment that already has data is refused unless `force` says to replace it. Migrations newer
 * than the backup are not run here: the server applies them when it starts, as on any start.
 */
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import type { Config } from '../../config';
import journal from '../../db/migrations/meta/_journal.json';
import { contentTypeForKey, createStorage } from '../../integrations/storage/storage';
import {
  checkManifest,
  DATABASE_ENTRIES,
  FILES_PREFIX,
  INSTANCE_PREFIX,
  isBackupEntryName,
  MANIFEST_NAME,
  type BackupManifest,
  type DatabaseEngine,
} from './backup-manifest';
import { databaseEngineOf, isDatabaseEmpty, loadDatabase } from './database-dump';
import { hasStoredFiles, listInstanceFiles } from './stored-files';
import { extractTar } from './tar-reader';

export interface RestoreBackupOptions {
  config: Config;
  archivePath: string;
  /** Replace a deployment that has data (its database is dropped; files with the same names overwritten). */
  force?: boolean;
  log?: (line: string) => void;
}

const ENGINE_NAMES: Record<DatabaseEngine, string> = {
  postgres: 'a PostgreSQL server (DATABASE_URL=postgres://…)',
  pglite: 'the embedded database (no DATABASE_URL)',
};

export async function restoreBackup({ config, archivePath, force = false, log = () => {} }: RestoreBackupOptions): Promise<BackupManifest> {
  const engine = databaseEngineOf(config);
  const work = await mkdtemp(path.join(tmpdir(), 'okota-restore-'));
  try {
    log(`Unpacking and checking ${archivePath}…`);
    const extracted = await extractTar({ input: readGzip(archivePath), directory: work, isAllowedName: isBackupEntryName });
    const manifestText = extracted.has(MANIFEST_NAME) ? await readFile(path.join(work, MANIFEST_NAME), 'utf8') : undefined;
    const manifest = checkManifest(manifestText, extracted);
    assertRestorable(manifest, engine);
    if (!force) await assertEmpty(config, manifest);

    log('Loading the database…');
    await loadDatabase({ config, file: path.join(work, DATABASE_ENTRIES[engine]), force });
    log(`Putting back ${manifest.storage.files} uploaded files…`);
    const storage = createStorage(config);
    for (const { name } of manifest.entries) {
      if (name.startsWith(FILES_PREFIX)) {
        const key = name.slice(FILES_PREFIX.length);
        await storage.put(key, await readFile(path.join(work, name)), contentTypeForKey(key));
      } else if (name.startsWith(INSTANCE_PREFIX)) {
        await mkdir(config.dataDir, { recursive: true });
        await writeFile(path.join(config.dataDir, name.slice(INSTANCE_PREFIX.length)), await readFile(path.join(work, name)), { mode: 0o600 });
      }
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function readGzip(file: string): AsyncIterable<Buffer> {
  const gunzip = createGunzip();
  return createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
}

function assertRestorable(manifest: BackupManifest, engine: DatabaseEngine): void {
  if (manifest.database.engine !== engine) {
    throw new Error(
      `This backup holds ${ENGINE_NAMES[manifest.database.engine]}, but this environment uses ${ENGINE_NAMES[engine]}. Restore it into the same kind of database.`,
    );
  }
  // A database from a newer Okota has tables this code does not know, and no migration of ours
  // would bring it back: restore with the version that wrote it (or a later one).
  const newestKnown = Math.max(...journal.entries.map((entry) => entry.when));
  if (manifest.database.lastMigrationAt !== null && manifest.database.lastMigrationAt > newestKnown) {
    throw new Error('This backup comes from a newer version of Okota than this one: restore it with that version or a later one.');
  }
}

async function assertEmpty(config: Config, manifest: BackupManifest): Promise<void> {
  const found: string[] = [];
  if (!(await isDatabaseEmpty(config))) found.push(`the database (${config.DATABASE_URL ? 'DATABASE_URL' : path.join(config.dataDir, 'db')}) has tables`);
  if (await hasStoredFiles(config)) found.push(`${config.S3_BUCKET ? `the bucket ${config.S3_BUCKET}` : path.join(config.dataDir, 'uploads')} has files`);
  const incoming = new Set(manifest.entries.map((e) => e.name));
  const clashing = (await listInstanceFiles(config)).filter((f) => incoming.has(`${INSTANCE_PREFIX}${f.key}`));
  if (clashing.length) found.push(`${config.dataDir} has ${clashing.map((f) => f.key).join(', ')}`);
  if (!found.length) return;
  throw new Error(
    [
      'Refusing to restore into a deployment that has data:',
      ...found.map((line) => `  - ${line}`),
      'Restore into an empty database and storage, or add --force to replace this data (it is lost: back it up first).',
    ].join('\n'),
  );
}
