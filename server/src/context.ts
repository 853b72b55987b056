/** What every service needs, built once at start and passed explicitly. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Mailer } from './integrations/mail/mailer';
import type { Storage } from './integrations/storage/storage';

export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mail: Mailer;
  /** Uploaded files (photos, proofs); keys under private/ are never served publicly. */
  storage: Storage;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
