/**
 * npm run backup [-- <file or folder>]: writes one .tar.gz of the deployment that the environment
 * describes (the same variables the server reads). Default: backups/okota-backup-<EAT time>.tar.gz.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { createBackup } from './backup/create-backup';

/** '2026-03-04-1405' in East Africa Time, so the names sort and read as the operator's clock. */
const eatStamp = (date: Date) => new Date(date.getTime() + 3 * 3600_000).toISOString().slice(0, 16).replace('T', '-').replace(':', '');

function archivePathFrom(argument: string | undefined): string {
  const name = `okota-backup-${eatStamp(new Date())}-EAT.tar.gz`;
  if (!argument) return path.resolve('backups', name);
  const isFolder = argument.endsWith('/') || (existsSync(argument) && statSync(argument).isDirectory());
  return path.resolve(isFolder ? path.join(argument, name) : argument);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const archivePath = archivePathFrom(process.argv.slice(2).find((a) => !a.startsWith('--')));
  if (existsSync(archivePath)) throw new Error(`${archivePath} already exists: choose another name`);
  mkdirSync(path.dirname(archivePath), { recursive: true });
  const manifest = await createBackup({ config, archivePath, log: (line) => console.log(line) });
  const megabytes = (statSync(archivePath).size / 1e6).toFixed(1);
  console.log(
    [
      `Backup written: ${archivePath} (${megabytes} MB)`,
      `  database: ${manifest.database.engine} (${manifest.database.tool})`,
      `  uploaded files: ${manifest.storage.files} (${(manifest.storage.bytes / 1e6).toFixed(1)} MB, ${manifest.storage.kind})`,
      'It holds personal data and secrets: keep it encrypted, and keep a copy away from this machine.',
    ].join('\n'),
  );
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
