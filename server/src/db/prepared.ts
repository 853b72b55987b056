/**
 * A hot read built once and run as a named prepared statement. Drizzle builds SQL text from the
 * query objects on every call, and on a busy read path (an item page, a search) that building
 * cost more CPU than PostgreSQL's work (docs/benchmarks.md). Built once per database or
 * transaction; parameters come through `sql.placeholder(name)`.
 */
import type { Executor } from './client';

interface PreparedQuery<R> {
  execute(placeholderValues?: Record<string, unknown>): Promise<R>;
}

export function preparedQuery<P extends Record<string, unknown>, R>(build: (db: Executor) => PreparedQuery<R>): (db: Executor, params: P) => Promise<R> {
  const built = new WeakMap<Executor, PreparedQuery<R>>();
  return (db, params) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query.execute(params);
  };
}
