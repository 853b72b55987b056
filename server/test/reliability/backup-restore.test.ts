/**
 * Issue 21 point 4: a backup is only worth what its restore gives back. A seeded deployment is
 * backed up, restored into a fresh empty one (new DATA_DIR, new database), and its users, items,
 * claims, payments and every stored file (photos, private claim proofs) must come back byte for
 * byte. On PGlite by default; on PostgreSQL (pg_dump/pg_restore) when TEST_DATABASE_URL is set;
 * with photos on disk and in an S3 bucket (s3rver on loopback).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import S3rver from 's3rver';
import { createBackup } from '../../src/ops/backup/create-backup';
import { restoreBackup } from '../../src/ops/backup/restore-backup';
import { extractTar } from '../../src/ops/backup/tar-reader';
import { writeTar } from '../../src/ops/backup/tar-writer';
import { emptyDeployment, runOps, seedDeployment, snapshotDeployment, withApp, type Deployment, type Snapshot } from './backup.test-support';

const onPostgres = !!process.env.TEST_DATABASE_URL;

function expectNonTrivial(snapshot: Snapshot): void {
  // A round trip of nothing would prove nothing.
  expect(snapshot.instance.has('payment-callback-secret')).toBe(true);
  expect(snapshot.rows.users.length).toBeGreaterThanOrEqual(4);
  expect(snapshot.rows.items.some((item) => (item as { images: string[] }).images.length === 2)).toBe(true);
  expect(snapshot.rows.claims.length).toBeGreaterThanOrEqual(1);
  expect(snapshot.rows.payments.length).toBeGreaterThanOrEqual(1);
  expect([...snapshot.files.keys()].some((key) => key.startsWith('private/'))).toBe(true);
  expect(snapshot.files.size).toBeGreaterThanOrEqual(3);
}

describe(`backup and restore, photos on disk (${onPostgres ? 'PostgreSQL' : 'PGlite'}, npm run backup / restore)`, () => {
  let source: Deployment;
  let target: Deployment;
  let work: string;
  let archive: string;
  let before: Snapshot;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'okota-backups-'));
    archive = path.join(work, 'okota.tar.gz');
    source = await emptyDeployment();
    target = await emptyDeployment();
    before = await seedDeployment(source.config);
  }, 180_000);
  afterAll(async () => {
    await source?.remove();
    await target?.remove();
    await rm(work, { recursive: true, force: true });
  });

  it('restores users, items, claims, payments and every file byte for byte into a fresh deployment', async () => {
    expectNonTrivial(before);
    const backup = await runOps('backup', [archive], source.env);
    expect(backup.output).toContain('Backup written');
    expect(backup.code).toBe(0);

    const restore = await runOps('restore', [archive], target.env);
    expect(restore.output).toContain('Restored the backup');
    expect(restore.code).toBe(0);
    // The restored deployment starts, and serves the item and its photo as the old one did.
    const item = before.rows.items.find((row) => (row as { images: string[] }).images.length === 2) as { id: number; images: string[] };
    const after = await snapshotDeployment(target.config, async (app) => {
      expect((await app.inject({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(200);
      const photo = await app.inject({ method: 'GET', url: item.images[0] });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(before.files.get(item.images[0].replace('/uploads/', ''))!)).toBe(true);
    });
    expect(after.rows).toEqual(before.rows);
    expect(after.files).toEqual(before.files);
    expect(after.instance).toEqual(before.instance);
  }, 180_000);

  it('refuses to restore over a deployment that has data, and replaces it with --force', async () => {
    // The target now holds the restored data plus an item posted since.
    await seedDeployment(target.config);
    const refused = await runOps('restore', [archive], target.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refusing to restore into a deployment that has data/);

    const forced = await runOps('restore', [archive, '--force'], target.env);
    expect(forced.code).toBe(0);
    const after = await snapshotDeployment(target.config);
    expect(after.rows).toEqual(before.rows);
    // Files with the backup's names are the backup's; files added since stay (unreferenced).
    for (const [key, bytes] of before.files) expect(after.files.get(key)).toEqual(bytes);
  }, 180_000);

  it('refuses a backup cut short, and one written by a newer version of Okota', async () => {
    const cut = path.join(work, 'cut.tar.gz');
    const whole = await readFile(archive);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const fresh = await emptyDeployment();
    try {
      await expect(restoreBackup({ config: fresh.config, archivePath: cut })).rejects.toThrow(/unexpected end|incomplete/);

      // The same backup, its manifest saying its database had a migration from the future.
      const unpacked = path.join(work, 'unpacked');
      const sizes = await extractTar({ input: createReadStream(archive).pipe(createGunzip()), directory: unpacked, isAllowedName: () => true });
      const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
      manifest.database.lastMigrationAt = Date.now() + 365 * 24 * 3600_000;
      const body = Buffer.from(JSON.stringify(manifest));
      const entries = [...sizes.keys()].map((name) =>
        name === 'manifest.json' ? { name, size: body.length, body } : { name, size: sizes.get(name)!, body: createReadStream(path.join(unpacked, name)) },
      );
      const newer = path.join(work, 'newer.tar.gz');
      await pipeline(writeTar(entries), createGzip(), createWriteStream(newer));
      await expect(restoreBackup({ config: fresh.config, archivePath: newer })).rejects.toThrow(/newer version of Okota/);
    } finally {
      await fresh.remove();
    }
  }, 120_000);

  it.skipIf(onPostgres)(
    'refuses to copy the embedded database while a server has it open',
    async () => {
      await withApp(source.config, async () => {
        await expect(createBackup({ config: source.config, archivePath: path.join(work, 'live.tar.gz') })).rejects.toThrow(/stop the Okota server first/);
      });
    },
    120_000,
  );
});

describe(`backup and restore, photos in S3 (${onPostgres ? 'PostgreSQL' : 'PGlite'}, s3rver on loopback)`, () => {
  let s3: S3rver;
  let port: number;
  let s3Directory: string;
  let work: string;
  const s3Env = (port: number, bucket: string) => ({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  beforeAll(async () => {
    s3Directory = await mkdtemp(path.join(tmpdir(), 'okota-s3-'));
    work = await mkdtemp(path.join(tmpdir(), 'okota-backups-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Directory,
      configureBuckets: [
        { name: 'old-photos', configs: [] },
        { name: 'new-photos', configs: [] },
      ],
    });
    ({ port } = await s3.run());
  });
  afterAll(async () => {
    await s3?.close();
    await rm(s3Directory, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it('restores the database and the bucket into a fresh deployment with an empty bucket', async () => {
    const source = await emptyDeployment(s3Env(port, 'old-photos'));
    const target = await emptyDeployment(s3Env(port, 'new-photos'));
    try {
      const before = await seedDeployment(source.config);
      expectNonTrivial(before);
      const archive = path.join(work, 'okota-s3.tar.gz');
      const manifest = await createBackup({ config: source.config, archivePath: archive });
      expect(manifest.storage).toMatchObject({ kind: 's3', files: before.files.size });

      await restoreBackup({ config: target.config, archivePath: archive });
      const after = await snapshotDeployment(target.config);
      expect(after.rows).toEqual(before.rows);
      expect(after.files).toEqual(before.files);
      expect(after.instance).toEqual(before.instance);
    } finally {
      await source.remove();
      await target.remove();
    }
  }, 180_000);
});
