/**
 * Deployments for the backup round trip: each a fresh DATA_DIR and a fresh database (PGlite on disk
 * under DATA_DIR/db, or a throwaway database on TEST_DATABASE_URL's server), optionally with photos
 * in an S3 bucket; seeded through the app, and read back whole for comparison.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { claims, items, payments, users } from '../../src/db/schema';
import { loadCallbackSecret } from '../../src/features/payments/callback-secret';
import { listInstanceFiles, listStoredFiles } from '../../src/ops/backup/stored-files';
import { itemFields, jpegWithGps, multipart, photoPart, smallPng } from '../../src/features/items/items.test-support';
import { createCompletedPayment, createUser, firstCategoryId } from '../factories';
import { testConfig } from '../helpers';
import { createThrowawayDatabase } from '../throwaway-database';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Deployment {
  /** The variables a server (or npm run backup/restore) of this deployment is started with. */
  env: Record<string, string>;
  config: Config;
  remove(): Promise<void>;
}

export async function emptyDeployment(extraEnv: Record<string, string> = {}): Promise<Deployment> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'okota-deployment-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createThrowawayDatabase(serverUrl, 'okota_test') : undefined;
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}), ...extraEnv };
  return {
    env,
    config: testConfig(env),
    async remove() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function withApp<T>(config: Config, work: (app: App) => Promise<T>): Promise<T> {
  const app = await buildApp({ config });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/**
 * Users, an item posted with two photos through the API, a paid claim, and a private file;
 * answers the deployment's snapshot once seeded.
 */
export async function seedDeployment(config: Config): Promise<Snapshot> {
  return withApp(config, async (app) => {
    const db = app.ctx.db;
    const finder = await createUser(db, { role: 'finder' });
    const form = await multipart(itemFields({ categoryId: String(await firstCategoryId(db)) }), [
      photoPart(await jpegWithGps(800, 600)),
      photoPart(await smallPng(), 'photos', 'b.png', 'image/png'),
    ]);
    const posted = await app.inject({ method: 'POST', url: '/api/items', headers: { ...form.headers, 'x-auth-token': finder.token }, payload: form.payload });
    if (posted.statusCode !== 201) throw new Error(`posting the item failed: ${posted.statusCode} ${posted.body}`);
    await createCompletedPayment(db);
    // Claim proofs live under private/: a backup must keep them although /uploads never serves them.
    await app.ctx.storage.put(`private/claim-proofs/${randomBytes(8).toString('hex')}.jpg`, randomBytes(4096), 'image/jpeg');
    // Made on the first payment when MPESA_CALLBACK_SECRET is unset; M-Pesa calls back to it.
    await loadCallbackSecret(config);
    return readSnapshot(app, config);
  });
}

export interface Snapshot {
  rows: Record<'users' | 'items' | 'claims' | 'payments', unknown[]>;
  files: Map<string, Buffer>;
  /** DATA_DIR's own files: the payment callback secret, Web Push keys, … */
  instance: Map<string, Buffer>;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Everything the round trip must keep, read through a server started on the deployment (so a
 * restored one must also start); `also` runs more checks on that server.
 */
export async function snapshotDeployment(config: Config, also?: (app: App) => Promise<void>): Promise<Snapshot> {
  return withApp(config, async (app) => {
    await also?.(app);
    return readSnapshot(app, config);
  });
}

async function readSnapshot(app: App, config: Config): Promise<Snapshot> {
  const db = app.ctx.db;
  const rows = {
    users: await db.select().from(users).orderBy(users.id),
    items: await db.select().from(items).orderBy(items.id),
    claims: await db.select().from(claims).orderBy(claims.id),
    payments: await db.select().from(payments).orderBy(payments.id),
  };
  const files = new Map<string, Buffer>();
  for await (const { key } of listStoredFiles(config)) {
    const stored = await app.ctx.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    files.set(key, Buffer.concat(chunks));
  }
  const instance = new Map<string, Buffer>();
  for (const { key } of await listInstanceFiles(config)) instance.set(key, await readFile(path.join(config.dataDir, key)));
  return { rows, files, instance };
}

/** `npm run backup` / `npm run restore` as an operator runs them: scripts/ops.mjs in its own process. */
export function runOps(operation: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.TEST_DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/ops.mjs', operation, ...args],
      { cwd: rootDir, env: { ...inherited, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}
