/**
 * The number of the public catalogue as it stands: catalogue_version, which triggers in the
 * database raise, and announce with NOTIFY, when a transaction that changes items, category names
 * or finders' names and contacts commits (migration 0004), whatever the process or code path.
 * Cached answers (catalogue-cache.ts) are right while the number is the one they were computed
 * under.
 *
 * Reading the number costs a round trip to the database, as much as the item query it would
 * spare, so the number is kept in memory and trusted while nothing can have moved it unseen:
 * - the LISTEN is in place (a lost connection may have lost announcements), and
 * - no request or job of this process may have written since the database was last asked
 *   (mayHaveWritten). A write's own announcement can arrive a moment after its response has gone
 *   out; asking the database once after each is what lets a finder see their edit on the very
 *   next request.
 * A commit by another process is seen when its announcement arrives, which PostgreSQL sends at
 * commit, before that process can even answer its client.
 */
import type { FastifyRequest } from 'fastify';
import type { CatalogueVersion } from '../../context';
import type { Executor, DatabaseHandle } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { catalogueVersion } from '../../db/schema';

export const CATALOGUE_CHANNEL = 'catalogue_version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET changes nothing in the database: its answer need not make the catalogue's number be asked again. */
    readOnly?: boolean;
  }
}

/**
 * Whether a request may have written to the database. Every API call may, GETs included (the
 * payment dialog's verify can complete a payment), unless its route says it only reads (`config:
 * { readOnly: true }`): so a new route is safe by default. Pages, app files and photos say so on
 * their routes; an address that matched no route changed nothing. The matched route decides, never
 * the text of the address.
 */
export function mayHaveWritten(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  if (request.is404) return false;
  return request.routeOptions.config?.readOnly !== true;
}

const selectVersion = preparedQuery((db) => db.select({ version: catalogueVersion.version }).from(catalogueVersion).prepare('catalogue_version'));

export async function readCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await selectVersion(db, {});
  return Number(row?.version ?? 0);
}

// Declared in context.ts, which every service receives and which sits below the features.
export type { CatalogueVersion };

export function createCatalogueVersion(database: Pick<DatabaseHandle, 'db' | 'listen'>): CatalogueVersion {
  let known = -1;
  let listening = false;
  // Moves on every event after which the number in memory may be behind: a local write, the
  // LISTEN lost or regained. The number is trusted when the database was asked since the last one.
  let epoch = 0;
  let verifiedEpoch = -1;
  let unlisten: (() => Promise<void>) | undefined;
  const learn = (version: number) => {
    if (version > known) known = version;
  };
  return {
    async current() {
      if (listening && verifiedEpoch === epoch) return known;
      const askedAt = epoch;
      learn(await readCatalogueVersion(database.db));
      if (listening && askedAt === epoch) verifiedEpoch = askedAt;
      return known;
    },
    markWritten() {
      epoch += 1;
    },
    async start() {
      unlisten = await database.listen(
        CATALOGUE_CHANNEL,
        (payload) => {
          const version = Number(payload);
          if (Number.isSafeInteger(version)) learn(version);
        },
        (state) => {
          listening = state;
          epoch += 1;
        },
      );
    },
    async stop() {
      listening = false;
      await unlisten?.();
    },
  };
}
