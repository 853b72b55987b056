/**
 * Registers a route from its contract (@okota/shared/contracts, docs/decisions/0274): method, path,
 * the access the route-access hook enforces, and the schemas that validate the request and
 * document /api/docs all come from the one object the web calls it by. The server adds only
 * what is its own: the handler and, for a few routes, a hook (reading a multipart form) or a limit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Route, RouteResult, RouteSchemas } from '@okota/shared/contracts/route';
import { errorResponse, errorWithReasonResponse } from '@okota/shared/contracts/error.contract';
import { security } from './openapi-security';

type Out<S extends RouteSchemas, Key extends 'params' | 'query' | 'body'> = S[Key] extends z.ZodType ? z.output<S[Key]> : unknown;

export type RouteRequest<S extends RouteSchemas> = FastifyRequest<{ Params: Out<S, 'params'>; Querystring: Out<S, 'query'>; Body: Out<S, 'body'> }>;

export type RouteHandler<S extends RouteSchemas> = (
  request: RouteRequest<S>,
  reply: FastifyReply,
) => Promise<RouteResult<S> | FastifyReply | void> | RouteResult<S> | FastifyReply | void;

/** What only the server knows about a route. */
export type ServerRouteOptions = Pick<RouteOptions, 'preValidation' | 'onRequest' | 'bodyLimit'> & {
  /** A per-route request limit (@fastify/rate-limit's route config); false for none (cached files). */
  rateLimit?: { max: number; timeWindow: string } | false;
};

/**
 * The refusals every API route may answer, in the shape the error handler sends (a contract adds
 * others, e.g. 413). A provider's callback answers in the provider's own shape, so its contract
 * lists its refusals itself.
 */
const STANDARD_ERRORS: Record<number, z.ZodType> = {
  400: errorResponse,
  401: errorWithReasonResponse,
  403: errorWithReasonResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

const SIGNED_IN = new Set(['user', 'admin', 'optional-user']);

export async function registerRoute<S extends RouteSchemas>(
  app: FastifyInstance,
  route: Route<S>,
  handler: RouteHandler<S>,
  options: ServerRouteOptions = {},
): Promise<void> {
  const schemas: RouteSchemas = await route.schemas();
  const { rateLimit, ...hooks } = options;
  const status = route.status ?? 200;
  const errors = route.access === 'callback' ? (schemas.errors ?? {}) : { ...STANDARD_ERRORS, ...schemas.errors };
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(SIGNED_IN.has(route.access) ? { security } : {}),
      ...(route.hidden ? { hide: true } : {}),
      ...(route.consumes ? { consumes: route.consumes } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: { ...errors, ...(schemas.response ? { [status]: schemas.response } : {}) },
    },
    config: {
      access: route.access,
      contract: route as Route,
      ...(route.readOnly ? { readOnly: true } : {}),
      ...(rateLimit !== undefined ? { rateLimit } : {}),
    },
    ...hooks,
    handler: handler as RouteOptions['handler'],
  });
}
