/**
 * One request id follows a piece of work through the proxy, the server, the jobs it queues and
 * the callbacks it handles, so an operator can follow it in the log (issue 21). The proxy's (or a
 * caller's) X-Request-Id is kept when it is a plain token; anything else is replaced by a fresh id,
 * so nobody can write arbitrary text into our log lines through that header.
 *
 * The id of the work in progress lives in an AsyncLocalStorage: every log line written while it
 * runs carries it (lib/logging.ts), and a job queued meanwhile keeps it (lib/jobs.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

const work = new AsyncLocalStorage<{ requestId: string }>();

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/** Fastify's genReqId: the incoming X-Request-Id when it is a sane token, else a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(given) ? given : randomUUID();
}

/** The id of the request or job whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return work.getStore()?.requestId;
}

/** Runs `task` as part of the work named by `requestId` (a job carries its request's id). */
export function runWithRequestId<T>(requestId: string | undefined, task: () => T): T {
  return requestId ? work.run({ requestId }, task) : task();
}

/**
 * Where a job keeps the id of the request that queued it: a key of its payload (when the payload
 * is an object), taken out again before the job's handler sees the payload.
 */
const JOB_PAYLOAD_KEY = '_requestId';

export function tagWithRequestId(payload: unknown): unknown {
  const requestId = currentRequestId();
  const isPlainObject = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
  return requestId && isPlainObject ? { ...payload, [JOB_PAYLOAD_KEY]: requestId } : payload;
}

export function untagRequestId(payload: unknown): { payload: unknown; requestId?: string } {
  if (typeof payload !== 'object' || payload === null || !(JOB_PAYLOAD_KEY in payload)) return { payload };
  const { [JOB_PAYLOAD_KEY]: requestId, ...rest } = payload as Record<string, unknown>;
  return { payload: rest, requestId: isSaneRequestId(requestId) ? requestId : undefined };
}

/** Echoes the id to the caller and makes it the current one for everything the request does. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    work.run({ requestId: request.id }, done);
  });
  // The body is read in the socket's own async context, which does not carry the store: step
  // back into the request's before validation, the guards and the handler run.
  app.addHook('preValidation', (request, _reply, done) => {
    work.run({ requestId: request.id }, done);
  });
}
