/**
 * One object per API route (docs/decisions/0274): method, path, who may call it, what it is for,
 * and its schemas. The server registers the route from the object (server/src/plugins/register-route.ts:
 * the access check and /api/docs come from it), the web calls it through one typed client
 * (web/src/lib/api-client.ts) and fakes it in component tests from the same object.
 *
 * The schemas are loaded on demand (`schemas()`): a route object is a few strings on the web, so
 * a page that calls a route does not carry zod and every schema of its feature in its JavaScript.
 * Their types are known at compile time all the same.
 */
import type { z } from 'zod';
import type { WireOf } from './wire';

/** Who may call a route; the server enforces each one (server/src/plugins/route-access.ts). */
export const ROUTE_ACCESS = {
  /** Anyone; the caller is not looked up. */
  public: 'anyone',
  /** Anyone; a signed-in caller is recognised (a suspended one is treated as a guest). */
  'optional-user': 'anyone, signed-in callers recognised',
  /** A signed-in, unsuspended account: 401 without a valid token, 403 when suspended. */
  user: 'signed-in users',
  /** An admin: 401 without a valid token, 403 for anyone else. */
  admin: 'admins',
  /** M-Pesa or Africa's Talking: the handler checks the secret the request carries. */
  callback: 'the payment or SMS provider, with the secret',
  /** Development tools: only outside production and only from this machine; 404 otherwise. */
  development: 'development, from loopback only',
} as const;

export type RouteAccess = keyof typeof ROUTE_ACCESS;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route reads and answers; `response` is its success answer (`status`, 200 unless said). */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Refusals in a shape of their own (a provider's callback); the others use ./error.contract.ts. */
  errors?: Record<number, z.ZodType>;
}

export interface RouteSpec<Module, Schemas extends RouteSchemas> {
  /** The feature's name in /api/docs. */
  tag: string;
  /** Imports the feature's schema module: a dynamic import, so the web's pages do not carry it. */
  load: () => Promise<Module>;
  method: HttpMethod;
  /** With `:name` parameters, as Fastify reads it. */
  path: string;
  access: RouteAccess;
  /** One line for /api/docs. */
  summary: string;
  description?: string;
  /** The success status, 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** Served while the site is read-only (a GET that changes nothing). */
  readOnly?: boolean;
  /** Content types other than JSON, e.g. multipart/form-data for photo uploads. */
  consumes?: string[];
  /** Left out of /api/docs (the provider callbacks' secret paths). */
  hidden?: boolean;
  /** The schemas, picked from the feature's schema module once it is loaded. */
  schema?: (module: Module) => Schemas;
}

export interface Route<Schemas extends RouteSchemas = RouteSchemas> {
  readonly tag: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly summary: string;
  readonly description?: string;
  readonly status?: 200 | 201 | 202 | 204;
  readonly readOnly?: boolean;
  readonly consumes?: string[];
  readonly hidden?: boolean;
  /** Loads the schemas (the server does at start; the web needs only their types). */
  readonly schemas: () => Promise<Schemas>;
}

/**
 * One route. Each is its own export of its feature's `<feature>.api.ts`, and a caller imports the
 * file as a namespace (`import * as itemsApi`): a page's JavaScript then holds only the routes it
 * calls (this function is marked free of side effects, so bundlers drop the others).
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineRoute<Module, Schemas extends RouteSchemas = Record<never, never>>({
  load,
  schema,
  ...spec
}: RouteSpec<Module, Schemas>): Route<Schemas> {
  return { ...spec, schemas: async () => (schema ? schema(await load()) : ({} as Schemas)) };
}

type SchemasOf<R extends Route> = Awaited<ReturnType<R['schemas']>>;
type InputPart<S, Key extends keyof RouteSchemas> = S extends { [K in Key]: infer T extends z.ZodType } ? z.input<T> : never;

/** What a client sends: path parameters, query and body, each as the route's schema takes it. */
export type RouteInput<R extends Route> = {
  [Key in 'params' | 'query' | 'body' as [InputPart<SchemasOf<R>, Key>] extends [never] ? never : Key]: InputPart<SchemasOf<R>, Key>;
};

/** What a client receives: the success answer's JSON. */
export type RouteAnswer<R extends Route> = SchemasOf<R> extends { response: infer T extends z.ZodType } ? WireOf<T> : unknown;

/** What the server's handler may return: the schema's input (Dates allowed before serialising). */
export type RouteResult<S extends RouteSchemas> = S extends { response: infer T extends z.ZodType } ? z.input<T> : unknown;

/** `/api/items/:id` with `{ id: 5 }` → `/api/items/5`; each value is encoded. */
export function routePath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A path pattern as a regular expression for one request path (the web's test fakes match by it). */
export function routePattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '([^/]+)');
  return new RegExp(`^${escaped}$`);
}
