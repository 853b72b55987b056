/** What every service needs, built once at start and passed explicitly. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Mailer } from './integrations/mail/mailer';
import type { JobQueue } from './lib/jobs';
import type { Storage } from './integrations/storage/storage';

export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mail: Mailer;
  /** Uploaded files (photos, proofs); keys under private/ are never served publicly. */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Background work in the jobs table (payouts, callbacks, …). */
  jobs: JobQueue;
  /** The public catalogue's number, which cached search and item answers are valid under. */
  catalogue: CatalogueVersion;
  /** This process's search index once loaded, for /metrics (set by features/items/search/search-index-start.ts). */
  searchIndexState?: () => SearchIndexState | undefined;
}

/** What /metrics reports of the search index (docs/decisions/0270). */
export interface SearchIndexState {
  items: number;
  bytes: number;
  appliedVersion: number;
  loadSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Implemented by features/items/catalogue-version.ts, started by app.ts. */
export interface CatalogueVersion {
  /** The catalogue's number now: from memory while that can be trusted, else from the database. */
  current(): Promise<number>;
  /** Something in this process may have changed the catalogue: ask the database next time. */
  markWritten(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}
