/**
 * The server's own route table, as the access tests read it: every route the router serves
 * (plugins/route-access.ts collects them as they are registered) with the access it declares,
 * spelled as the access table and docs/security.md spell routes (`{id}` for `:id`).
 */
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../src/plugins/route-access';
import type { Route } from '@okota/shared/contracts/route';

export interface TableRoute {
  /** `METHOD /path`, e.g. `GET /api/items/{id}`. */
  route: string;
  method: string;
  path: string;
  /** The path as registered, with `:param` and `*`. */
  pattern: string;
  access: RouteAccess;
  /** The route's contract (@okota/shared/contracts), whose access is the one above. */
  contract?: Route;
}

export function routeTable(app: FastifyInstance): TableRoute[] {
  const seen = new Set<string>();
  return (
    app
      .declaredRoutes()
      // Fastify adds a HEAD route beside each GET; it shares the GET's declaration and handler.
      .filter((route) => route.method !== 'HEAD')
      .map((route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        return {
          route: `${route.method} ${path}`,
          method: route.method,
          path,
          pattern: route.url,
          access: route.contract?.access ?? route.access,
          contract: route.contract,
        };
      })
      .filter((route) => !seen.has(route.route) && seen.add(route.route))
  );
}

/**
 * Routes with no row in the access table, each with the access it must declare and what covers
 * it instead. Anything else the server serves needs a row.
 */
export const OUTSIDE_THE_TABLE: Array<{ path: RegExp; access: RouteAccess; why: string }> = [
  {
    path: /^\/api\/docs(\/|$)/,
    access: 'public',
    why: 'the API documentation (Swagger UI): public outside production, admins only in production (api-docs-access.test.ts)',
  },
  {
    path: /^\/__at\//,
    access: 'development',
    why: "the built-in Africa's Talking simulator: each route is called from another machine in access-spellings.test.ts and must answer 404",
  },
  {
    path: /^\/__wa\//,
    access: 'development',
    why: 'the built-in WhatsApp Cloud API simulator: each route is called from another machine in access-spellings.test.ts and must answer 404',
  },
  {
    path: /^\/__daraja\//,
    access: 'development',
    why: 'the built-in Daraja simulator: each route is called from another machine in access-spellings.test.ts and must answer 404',
  },
  { path: /^\/ws$/, access: 'public', why: 'the WebSocket signs in with its first message (websocket-abuse.test.ts)' },
  { path: /^\/$/, access: 'public', why: 'the landing page (web.test.ts)' },
];

/** A concrete address for a route pattern: every parameter replaced by `value`. */
export function concreteUrl(pattern: string, value = '1'): string {
  return pattern.replace(/:(\w+)/g, value).replace(/\*$/, `x${value}`);
}
