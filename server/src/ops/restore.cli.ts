/**
 * npm run restore -- <archive> [--force]: restores a backup into the deployment that the environment
 * describes (the same variables the server reads). Refuses one that has data unless --force.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from './backup/restore-backup';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const archive = args.find((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--force');
  if (!archive || unknown.length) throw new Error('usage: npm run restore -- <backup.tar.gz> [--force]');
  const archivePath = path.resolve(archive);
  if (!existsSync(archivePath)) throw new Error(`${archivePath} does not exist`);
  const config = loadConfig();
  const manifest = await restoreBackup({ config, archivePath, force: args.includes('--force'), log: (line) => console.log(line) });
  console.log(
    [
      `Restored the backup of ${manifest.createdAt}: the ${manifest.database.engine} database and ${manifest.storage.files} uploaded files.`,
      'Start the server now: it applies any migrations newer than the backup as it starts.',
    ].join('\n'),
  );
}

main().catch((error: Error) => {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
