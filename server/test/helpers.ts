/**
 * Integration test harness: the whole app in-process on a real, fresh database — in-memory
 * PGlite by default, or a throwaway database on the PostgreSQL server in TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { Mailer } from '../src/integrations/mail/mailer';
import { createThrowawayDatabase } from './throwaway-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
  /** app.inject with an optional token and JSON body. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ url: 'memory://', dataDir: '.' });
    return { handle, url: 'memory://', drop: async () => {} };
  }
  const database = await createThrowawayDatabase(serverUrl, 'okota_test');
  const handle = await openDatabase({ url: database.url, dataDir: '.' });
  return { handle, url: database.url, drop: database.drop };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/test-data-${randomBytes(4).toString('hex')}`,
    ADMIN_EMAIL: 'admin@okota.test',
    ADMIN_PASSWORD: 'Admin-Pass-123',
    PUBLIC_URL: 'http://127.0.0.1:5000',
    WEB_DIST: '.tmp/no-web-dist',
    ...overrides,
  });
}

export async function createTestApp(options: { env?: Record<string, string>; mailer?: Mailer } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp({ config, database: database.handle, mailer: options.mailer });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.handle.close();
      await database.drop();
    },
    request({ token, ...rest }) {
      // Tests write rows straight through the app's own database between requests: writes of this
      // process, which the app must not answer from memory across (docs/decisions/0130).
      app.ctx.catalogue.markWritten();
      const headers = { ...(rest.headers ?? {}) } as Record<string, string>;
      if (token) headers['x-auth-token'] = token;
      return app.inject({ ...rest, headers });
    },
  };
}

/**
 * Several apps on one fresh database, each with its own pool and LISTEN connections, as separate
 * server processes would be (on PostgreSQL: TEST_DATABASE_URL). Each listens on a loopback port.
 */
export async function startServerProcesses(count: number): Promise<{
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  apps: FastifyInstance[];
  urls: string[];
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp({ config: testConfig({ DATABASE_URL: database.url }) });
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    apps.push(app);
  }
  return {
    database,
    apps,
    urls,
    async close() {
      for (const app of apps) await app.close();
      await database.handle.close();
      await database.drop();
    },
  };
}
