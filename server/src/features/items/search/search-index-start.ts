/**
 * Starts this process's search index with the app (docs/decisions/0270): loaded in the background
 * once the server is ready, stopped before the database closes. SEARCH_INDEX=off, or an API test
 * that does not ask for it, answers every search by SQL.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext, SearchIndexState } from '../../../context';
import { createSearchIndexFeed, type SearchIndexFeed } from './search-index-feed';

const feeds = new WeakMap<AppContext, SearchIndexFeed>();

export function startSearchIndex(app: FastifyInstance): SearchIndexFeed | undefined {
  const { ctx } = app;
  const on = ctx.config.SEARCH_INDEX ? ctx.config.SEARCH_INDEX === 'on' : !ctx.config.isTest;
  if (!on) return undefined;
  const feed = createSearchIndexFeed(ctx.database);
  feeds.set(ctx, feed);
  ctx.searchIndexState = () => searchIndexStateOf(ctx);
  app.addHook('onReady', async () => feed.start());
  app.addHook('preClose', async () => feed.stop());
  return feed;
}

/** The app's index, for the benchmark and the tests that wait on it. */
export const searchIndexOf = (ctx: AppContext): SearchIndexFeed | undefined => feeds.get(ctx);

/** What /metrics reports of the index (docs/operations.md), once it is loaded. */
function searchIndexStateOf(ctx: AppContext): SearchIndexState | undefined {
  const feed = feeds.get(ctx);
  const index = feed?.ready();
  if (!feed || !index) return undefined;
  return { items: index.size, bytes: index.memoryBytes(), appliedVersion: feed.applied(), loadSeconds: (feed.loaded()?.ms ?? 0) / 1000 };
}
