/**
 * The typed API client (docs/decisions/0274): every call names a route's contract
 * (@okota/shared/contracts/*.api.ts), so its path, method, input and answer come from the object
 * the server registers the route from. `call(itemsApi.get, { params: { id } })` answers an `Item`.
 * Sending, the token and refusals are lib/api.ts's; no `/api/` path is written anywhere else.
 */
import { routePath, type Route, type RouteAnswer, type RouteInput } from '@okota/shared/contracts/route';
import { api, apiFile, toQuery } from './api';

export interface CallOptions {
  signal?: AbortSignal;
  /** A multipart body (photos) in place of the JSON one. */
  form?: FormData;
  /** Answer null instead of throwing on 401 (the session bootstrap). */
  nullOn401?: boolean;
}

type QueryValue = string | number | boolean | null | undefined;

/** Input is optional when the route takes none (or only optional parts). */
export type CallArgs<R extends Route> =
  object extends RouteInput<R> ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

/** The address of a route for this input: its path with the parameters filled in, and the query. */
export function urlOf<R extends Route>(route: R, input?: RouteInput<R>): string {
  const parts = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, QueryValue> };
  const query = Object.fromEntries(Object.entries(parts.query ?? {}).map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value]));
  return routePath(route.path, parts.params) + toQuery(query);
}

export function call<R extends Route>(route: R, ...[input, options = {}]: CallArgs<R>): Promise<RouteAnswer<R>> {
  const body = options.form ?? (input as { body?: unknown } | undefined)?.body;
  // A POST with nothing to say still sends `{}`: the server's JSON parser expects a body.
  const sent = body === undefined && route.method !== 'GET' && route.method !== 'DELETE' ? {} : body;
  return api<RouteAnswer<R>>(urlOf(route, input), { method: route.method, body: sent, signal: options.signal, nullOn401: options.nullOn401 });
}

/** A file a route answers (the ledger's CSV), with the stored token. */
export function callFile<R extends Route>(route: R, ...[input]: CallArgs<R>) {
  return apiFile(urlOf(route, input));
}
