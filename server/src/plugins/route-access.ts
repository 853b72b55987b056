/**
 * Who may call a route is part of its declaration: every route states `config: { access }`, one
 * hook enforces it from the route the router matched (request.routeOptions), and the app refuses
 * to start when a registered route has no declaration. Nothing here reads the text of the URL:
 * the router decodes `/api/%61dmin/users` to the admin route before this hook runs, so the
 * admin guard holds for every spelling that reaches an admin route (docs/security.md).
 *
 * Owner rules (the item's finder, the paying claimer…) depend on rows, not on the route; the
 * operations enforce them, and the access matrix proves them for every route and caller.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions, FastifyRequest, RouteOptions } from 'fastify';
import { notFound } from '../lib/errors';
import { optionalUser, requireAdmin, requireUser } from './auth';
import { sendJsonNotFound } from './error-handler';
import { ROUTE_ACCESS, type Route, type RouteAccess } from '@okota/shared/contracts/route';

export { ROUTE_ACCESS, type RouteAccess } from '@okota/shared/contracts/route';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every route must say (plugins/route-access.ts). */
    access?: RouteAccess;
    /** The contract the route was registered from (plugins/register-route.ts). */
    contract?: Route;
    /** One of the web app's built files: not counted by the per-IP request limit. */
    isStaticFile?: boolean;
  }
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === 'string' && Object.hasOwn(ROUTE_ACCESS, value);
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The contract it was registered from; absent for the routes of plugins we do not write. */
  contract?: Route;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its access, known once the app is ready (the access test reads it). */
    declaredRoutes(): DeclaredRoute[];
  }
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A caller on this machine: the socket's peer is a loopback address and no proxy says it
 * forwards someone else (a proxy on the same machine connects from loopback too).
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const peer = request.socket?.remoteAddress ?? '';
  return LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

export function registerRouteAccess(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  const { isProduction } = app.ctx.config;

  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Checked once everything is registered: a scope may fill in the declaration for a plugin's
  // routes after this hook saw them (withRouteConfig below).
  app.addHook('onReady', async () => {
    const missing = routes.filter((route) => !isRouteAccess(route.config?.access));
    if (missing.length) {
      const list = missing.map((route) => `  - ${[route.method].flat().join(',')} ${route.url}`).join('\n');
      throw new Error(`Refusing to start: these routes do not declare who may call them (config.access):\n${list}`);
    }
  });
  app.decorate('declaredRoutes', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, access: route.config!.access!, contract: route.config?.contract })),
    ),
  );

  // After the per-IP limit (an onRequest hook of each route), before the body is read: a guest
  // is refused before an upload is taken in, and a flood of made-up tokens is limited first.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.is404) return payload;
    const access = request.routeOptions.config?.access;
    // A development tool that may not answer looks like any unknown path, in every scope (the
    // Daraja simulator has an error handler of its own).
    if (access === 'development' && (isProduction || !isLoopbackCaller(request))) return sendJsonNotFound(request, reply);
    await enforceAccess(request, access);
    return payload;
  });
}

async function enforceAccess(request: FastifyRequest, access: RouteAccess | undefined): Promise<void> {
  switch (access) {
    case 'public':
    case 'callback':
    case 'development':
      return;
    case 'optional-user':
      return optionalUser(request);
    case 'user':
      return requireUser(request);
    case 'admin':
      return requireAdmin(request);
    default:
      // Unreachable once the app is ready; refuse rather than serve an undeclared route.
      throw notFound('Not found');
  }
}

/**
 * Registers a plugin we do not write (Swagger UI, static files) with route config for every
 * route it adds, since its routes cannot carry our declaration themselves.
 */
export function withRouteConfig<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
  config: { access: RouteAccess; readOnly?: boolean; isStaticFile?: boolean },
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...config, ...route.config };
    });
    await scope.register(plugin, options);
  };
}
