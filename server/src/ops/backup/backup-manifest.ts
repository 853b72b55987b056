/**
 * What an Okota backup holds. The archive (a .tar.gz) has:
 *   database/postgres.dump      pg_dump --format=custom of a PostgreSQL server, or
 *   database/pglite-data.tar    PGlite's dumpDataDir() of the embedded database
 *   files/<key>                 every uploaded file, under its storage key (local or S3)
 *   instance/<name>             DATA_DIR's own files (payment callback secret, VAPID keys, …)
 *   manifest.json               this description, written last: an archive without it is unfinished
 */
import { z } from 'zod';
import { isSafeKey } from '../../integrations/storage/keys';

export const BACKUP_FORMAT = 'okota-backup';
export const MANIFEST_NAME = 'manifest.json';
export const FILES_PREFIX = 'files/';
export const INSTANCE_PREFIX = 'instance/';
export const DATABASE_ENTRIES = { postgres: 'database/postgres.dump', pglite: 'database/pglite-data.tar' } as const;

export type DatabaseEngine = keyof typeof DATABASE_ENTRIES;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    engine: z.enum(['postgres', 'pglite']),
    /** 'pg_dump (PostgreSQL) 15.14' or '@electric-sql/pglite 0.5.16'. */
    tool: z.string(),
    /** drizzle's created_at of the newest migration applied to the backed-up database. */
    lastMigrationAt: z.number().nullable(),
  }),
  storage: z.object({ kind: z.enum(['local', 's3']), files: z.number(), bytes: z.number() }),
  entries: z.array(z.object({ name: z.string(), size: z.number() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** Top-level files of DATA_DIR that belong to the deployment: plain names only. */
export const isInstanceFileName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name) && !name.endsWith('.tmp');

/** The only names a backup may contain; anything else means it is not one of ours. */
export function isBackupEntryName(name: string): boolean {
  if (name === MANIFEST_NAME || Object.values(DATABASE_ENTRIES).includes(name as never)) return true;
  if (name.startsWith(FILES_PREFIX)) return isSafeKey(name.slice(FILES_PREFIX.length));
  if (name.startsWith(INSTANCE_PREFIX)) return isInstanceFileName(name.slice(INSTANCE_PREFIX.length));
  return false;
}

/** Reads the manifest and checks that every entry it lists arrived whole. */
export function checkManifest(text: string | undefined, extracted: Map<string, number>): BackupManifest {
  if (text === undefined) throw new Error('the archive has no manifest.json: it is not an Okota backup, or its writing was cut short');
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`not an Okota backup this version can read (${parsed.error.issues[0]?.message})`);
  const manifest = parsed.data;
  for (const entry of manifest.entries) {
    if (extracted.get(entry.name) !== entry.size) throw new Error(`the archive lacks ${entry.name} or has it cut short`);
  }
  if (!manifest.entries.some((e) => e.name === DATABASE_ENTRIES[manifest.database.engine])) throw new Error('the archive has no database dump');
  return manifest;
}
