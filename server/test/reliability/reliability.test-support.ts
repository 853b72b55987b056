/**
 * Shared set-up for the reliability tests: a fresh database of either engine that outlives the
 * server process, an external Daraja (the simulator in a process of its own, so Safaricom's
 * memory of a payment survives our crash as it would in real life), and direct reads of the
 * database once the server is down.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createThrowawayDatabase } from '../throwaway-database';
import { api, spawnServer, type SpawnedServer } from './spawn-server';

export interface ServerDatabase {
  /** The environment that points a server at this database. */
  env: Record<string, string | undefined>;
  /** Opens it from the test (for PGlite only while no server has it open). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(serverUrl: string): Promise<ServerDatabase> {
  const database = await createThrowawayDatabase(serverUrl, 'okota_rel');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'okota-rel-'));
  return {
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    open: () => openDatabase({ url: database.url, dataDir }),
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PGlite in DATA_DIR/db on disk, so a restarted process finds what the killed one wrote. */
export function createPgliteDatabase(): ServerDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'okota-rel-pglite-'));
  return {
    env: { DATABASE_URL: undefined, DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ExternalDaraja {
  server: SpawnedServer;
  /** MPESA_BASE_URL for the server under test. */
  baseUrl: string;
  control<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
  state(): Promise<DarajaState>;
}

export interface DarajaState {
  stats: { oauth: number; stkPush: number; stkQuery: number; b2c: number; callbacksSent: number };
  stk: Array<{ checkoutRequestId: string; amount: number; msisdn: string; result?: { resultCode: number } }>;
  b2c: Array<{ originatorConversationId: string; amount: number; msisdn: string; result?: { resultCode: number }; resultsSent: number }>;
}

export async function startExternalDaraja(): Promise<ExternalDaraja> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'okota-rel-daraja-'));
  const server = await spawnServer({ env: { DATABASE_URL: 'memory://', DATA_DIR: dataDir } });
  void server.exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const control = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const answer = await api<T>(server.baseUrl, method, `/__daraja/__control${url}`, { body });
    if (answer.status !== 200) throw new Error(`simulator control ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return {
    server,
    baseUrl: `${server.baseUrl}/__daraja`,
    control,
    state: () => control<DarajaState>('GET', '/state'),
  };
}
