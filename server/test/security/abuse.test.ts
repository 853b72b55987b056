/**
 * Random and hostile input on every route of the OpenAPI document (and Daraja's callbacks):
 * bodies with attack strings and wrong types, in odd encodings, hostile path parameters and
 * query strings, junk tokens. Every write route must answer a 4xx JSON error with a string
 * message — never a 500, never HTML, never a stack trace or SQL — within a time limit, and the
 * database must be exactly as it was. Reads must never fail with a 5xx either.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CALLBACK_SECRET } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { createUser } from '../factories';
import { createTestApp } from '../helpers';
import { QUICK_LOGIN_KEY } from './access-table';
import { concreteUrl, routeTable } from './route-table';
import { changedTables, snapshotDatabase } from './db-snapshot';
import { buildWorld, errorProblems, freshIp } from './security.test-support';
import { attackString, bodyEncoding, encodeBody, hostileQuery, hostileValue, junkToken, missingId, wrongTypeValue } from './hostile';

const WRITE_RUNS = 24;
const READ_RUNS = 8;
const REQUEST_TIMEOUT_MS = 5000;

/** Routes whose whole input is optional: they may answer 2xx, but must still change nothing. */
const BODYLESS_SELF_SERVICE = new Set([
  'POST /api/auth/logout',
  'POST /api/notifications/read-all',
  'DELETE /api/notifications',
  'POST /api/notifications/unsubscribe',
]);

interface BodySchema {
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: BodySchema }> };
}
interface RouteSpec {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: BodySchema;
}

const t = await createTestApp({ env: { ADMIN_QUICK_LOGIN_KEY: QUICK_LOGIN_KEY, MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET } });
const world = await buildWorld(t);
// A signed-in stranger with nothing of their own: no notifications, no subscriptions, no stake.
const mallory = await createUser(t.app.ctx.db, { firstName: 'Mallory', lastName: 'Mischief' });
const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };

const routes: RouteSpec[] = Object.entries(docs.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const content = op.requestBody?.content ?? {};
    return {
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as RouteSpec['method'],
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: (content['application/json'] ?? Object.values(content)[0])?.schema,
    };
  }),
);
// Daraja's callbacks are left out of the document on purpose; with the right secret they parse the body.
for (const hook of [
  'stk',
  'payout-result',
  'payout-timeout',
  'payout-status/okota-payout-1-1',
  'refund-result/okota-refund-1-1',
  'refund-timeout/okota-refund-1-1',
  'refund-status/okota-refund-1-1',
  'paybill/validation',
  'paybill/confirmation',
  'paybill/status/QA00000000',
  'paybill/reversal-result/okota-c2b-1-1',
  'paybill/reversal-timeout/okota-c2b-1-1',
  'paybill/reversal-status/okota-c2b-1-1',
]) {
  routes.push({
    route: `POST /api/payments/hooks/{secret}/${hook}`,
    method: 'POST',
    path: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/${hook}`,
    pathParams: [],
    queryParams: [],
  });
}
const writeRoutes = routes.filter((r) => r.method !== 'GET');
const readRoutes = routes.filter((r) => r.method === 'GET' && r.pathParams.length > 0);
const searchRoutes = routes.filter((r) => r.method === 'GET' && r.queryParams.length > 0);

afterAll(() => t.close());

/** A body that breaks the schema for sure: one required field gets an object, the rest anything. */
function hostileBody(body: BodySchema | undefined): fc.Arbitrary<unknown> {
  const fields = Object.keys(body?.properties ?? {});
  const required = body?.required ?? [];
  const anyFields = fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] });
  const extras = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'isAdmin', 'finderId', 'claimerId', 'status'), hostileValue, { maxKeys: 2 });
  const object = fc
    .tuple(anyFields, extras, required.length ? fc.constantFrom(...required) : fc.constant(null), wrongTypeValue)
    .map(([values, extra, broken, wrong]) => {
      const result: Record<string, unknown> = JSON.parse(JSON.stringify({ ...extra, ...values }) ?? '{}');
      if (broken) result[broken] = wrong;
      return result;
    });
  return required.length ? object : fc.oneof(object, hostileValue);
}

function withTimeout(promise: Promise<LightMyRequestResponse>, what: string): Promise<LightMyRequestResponse> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)), REQUEST_TIMEOUT_MS)),
  ]);
}

function callerToken(route: RouteSpec, junk: string | null): string | undefined {
  if (junk !== null) return junk;
  if (route.route === 'POST /api/auth/logout') return undefined; // a real token would be revoked
  return route.path.startsWith('/api/admin/') ? world.actors.admin.token : mallory.token;
}

function describeCall(url: string, encoding: string, body: unknown): string {
  return `${url} [${encoding}] ${JSON.stringify(body)?.slice(0, 300)}`;
}

describe('hostile input on every write route: a 4xx JSON error, in time, and nothing changes', () => {
  it('finds the write routes', () => {
    expect(writeRoutes.length).toBeGreaterThan(45);
  });

  it.each(writeRoutes.map((r) => [r.route, r] as const))('%s', async (_name, route) => {
    const before = await snapshotDatabase(t.app.ctx.db);
    const isHook = route.route.includes('/hooks/');
    const input = fc.record({
      params: fc.array(missingId, { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
      query: hostileQuery,
      body: hostileBody(route.body),
      encoding: isHook ? fc.constant('json' as const) : bodyEncoding,
      junk: fc.option(junkToken, { freq: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ params, query, body, encoding, junk }) => {
        let i = 0;
        const url = route.path.replace(/\{[^}]+\}/g, () => params[i++]) + query;
        const { payload, headers } = encodeBody(body, encoding);
        const token = callerToken(route, junk);
        if (token) headers['x-auth-token'] = token;
        const res = await withTimeout(
          t.app.inject({ method: route.method, url, payload, headers, remoteAddress: freshIp() }),
          describeCall(url, encoding, body),
        );
        const what = `${res.statusCode} ${res.body.slice(0, 200)} ← ${describeCall(url, encoding, body)}`;
        if (BODYLESS_SELF_SERVICE.has(route.route) && res.statusCode < 300) return;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
        expect(errorProblems(res, { daraja: isHook }), what).toEqual([]);
      }),
      { numRuns: WRITE_RUNS, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false },
    );
    expect(changedTables(before, await snapshotDatabase(t.app.ctx.db))).toEqual([]);
  });
});

describe('hostile path parameters and query strings on reads: never a 5xx', () => {
  it.each(readRoutes.map((r) => [r.route, r] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(missingId, { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
        hostileQuery,
        fc.boolean(),
        async (params, query, asAdmin) => {
          let i = 0;
          const url = route.path.replace(/\{[^}]+\}/g, () => params[i++]) + query;
          const headers: Record<string, string> = { 'x-auth-token': asAdmin ? world.actors.admin.token : mallory.token };
          const res = await withTimeout(t.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() }), url);
          expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)} ← ${url}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(errorProblems(res), url).toEqual([]);
        },
      ),
      { numRuns: READ_RUNS },
    );
  });
});

describe('path parameters longer than any id or slug, on every route the router serves: a 4xx JSON error, never a 5xx', () => {
  // Over 200 characters the router itself refuses the address (app.ts maxParamLength); under it the
  // schema caps each id. Both before any id is parsed, and nothing changes.
  const withParams = routeTable(t.app).filter((r) => /[:*]/.test(r.pattern));
  it.each(withParams.map((r) => [r.route, r] as const))('%s', async (_name, route) => {
    const before = await snapshotDatabase(t.app.ctx.db);
    for (const value of ['9'.repeat(150), 'a'.repeat(201), '1'.repeat(250), 'x'.repeat(2000)]) {
      for (const token of [mallory.token, world.actors.admin.token]) {
        const url = concreteUrl(route.pattern, value);
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await withTimeout(
          t.app.inject({ method: route.method as 'GET', url, payload, headers: { 'x-auth-token': token }, remoteAddress: freshIp() }),
          url,
        );
        expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)} ← ${route.route} with ${value.length} characters`).toBeLessThan(500);
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) expect(errorProblems(res), url).toEqual([]);
      }
    }
    expect(changedTables(before, await snapshotDatabase(t.app.ctx.db))).toEqual([]);
  });
});

describe('hostile values in every documented query parameter (search, filters, pages): never a 5xx', () => {
  it.each(searchRoutes.map((r) => [r.route, r] as const))('%s', async (_name, route) => {
    const values = fc.dictionary(
      fc.constantFrom(...route.queryParams),
      fc.oneof(attackString, fc.constantFrom('&|!():*<->', "'\\", '%', '_', '\\', 'a:*', '!!', '(', '<->', 'a & | b')),
      { minKeys: 1 },
    );
    await fc.assert(
      fc.asyncProperty(values, fc.boolean(), async (query, asAdmin) => {
        const url = `${route.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, Buffer.from(v, 'utf8').toString('utf8')])).toString()}`;
        const headers = { 'x-auth-token': asAdmin || route.path.startsWith('/api/admin/') ? world.actors.admin.token : mallory.token };
        const res = await withTimeout(t.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() }), url);
        expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)} ← ${url}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(errorProblems(res), url).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('well-formed requests whose text is hostile: stored or refused, never a 5xx', () => {
  const text = (min: number) =>
    fc
      .oneof(attackString, fc.string({ unit: 'binary', minLength: min, maxLength: 60 }), fc.string({ unit: 'grapheme', minLength: min, maxLength: 60 }))
      .map((value) => (value.length >= min ? value : value.padEnd(min, '.')));

  it('POST /api/contact', async () => {
    await fc.assert(
      fc.asyncProperty(text(2), text(5), text(10), async (name, subject, message) => {
        const payload = { name, email: 'hostile@example.com', subject, category: 'other', message };
        const res = await withTimeout(t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: freshIp() }), JSON.stringify(payload));
        expect([201, 400], `${res.statusCode} ${res.body.slice(0, 200)} ← ${JSON.stringify(payload)}`).toContain(res.statusCode);
        if (res.statusCode >= 400) expect(errorProblems(res)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('POST /api/messages (the finder of a paid item)', async () => {
    await fc.assert(
      fc.asyncProperty(text(1), async (content) => {
        const payload = { itemId: world.paid.item.id, content };
        const res = await withTimeout(
          t.app.inject({ method: 'POST', url: '/api/messages', payload, headers: { 'x-auth-token': world.actors.finder.token }, remoteAddress: freshIp() }),
          content,
        );
        expect([201, 400], `${res.statusCode} ${res.body.slice(0, 200)} ← ${JSON.stringify(payload)}`).toContain(res.statusCode);
        if (res.statusCode >= 400) expect(errorProblems(res)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
