/** The database half of a backup, for whichever engine the environment names (db/client.ts). */
import type { Config } from '../../config';
import type { BackupManifest, DatabaseEngine } from './backup-manifest';
import { dumpEmbeddedDatabase, isEmbeddedDatabaseEmpty, loadEmbeddedDatabase } from './embedded-database';
import { dumpServerDatabase, isServerDatabaseEmpty, loadServerDatabase } from './server-database';

export function databaseEngineOf(config: Config): DatabaseEngine {
  if (config.DATABASE_URL === 'memory://') throw new Error('DATABASE_URL is memory://: an in-memory database can be neither backed up nor restored');
  return config.DATABASE_URL ? 'postgres' : 'pglite';
}

export async function dumpDatabase(options: { config: Config; engine: DatabaseEngine; file: string }): Promise<Omit<BackupManifest['database'], 'engine'>> {
  if (options.engine === 'postgres') return dumpServerDatabase({ url: options.config.DATABASE_URL!, file: options.file });
  return dumpEmbeddedDatabase({ config: options.config, file: options.file });
}

export async function isDatabaseEmpty(config: Config): Promise<boolean> {
  return databaseEngineOf(config) === 'postgres' ? isServerDatabaseEmpty(config.DATABASE_URL!) : isEmbeddedDatabaseEmpty(config);
}

/** Loads a dump; `force` replaces a database that has tables, which is otherwise refused earlier. */
export async function loadDatabase(options: { config: Config; file: string; force: boolean }): Promise<void> {
  if (databaseEngineOf(options.config) === 'postgres')
    return loadServerDatabase({ url: options.config.DATABASE_URL!, file: options.file, force: options.force });
  return loadEmbeddedDatabase({ config: options.config, file: options.file });
}
