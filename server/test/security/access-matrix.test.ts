/**
 * The access matrix: every route of the API called by every kind of caller, each answer compared
 * with the table in access-table.ts (the same table docs/security.md shows). The routes come from
 * the app's own route table (every route the router serves, with the access it declares), so a
 * route added without a row here fails the coverage test, and a row must agree with the route's
 * declaration.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackApp, type LoopbackApp } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { ACCESS_TABLE, QUICK_LOGIN_KEY, renderAccessTable, type AccessRow } from './access-table';
import { ROLES, buildWorld, errorProblems, freshIp, type World } from './security.test-support';
import { OUTSIDE_THE_TABLE, routeTable, type TableRoute } from './route-table';

/** Stored secrets that no answer may ever carry, whoever asks. */
const SECRETS = /scrypt\$|passwordHash|password_hash|tokenHash|token_hash|otpHash|otp_hash/;

describe('access matrix: who may call each route', () => {
  let t: LoopbackApp;
  let w: World;
  let routes: TableRoute[];

  beforeAll(async () => {
    t = await startLoopbackApp({ ADMIN_QUICK_LOGIN_KEY: QUICK_LOGIN_KEY });
    w = await buildWorld(t);
    routes = routeTable(t.app);
  });
  afterAll(() => t?.close());

  it('has a row for every route the server serves, and no row for a route that does not exist', () => {
    const covered = new Set(ACCESS_TABLE.map((row) => row.route));
    const served = new Set(routes.map((route) => route.route));
    expect(routes.length).toBeGreaterThan(80);
    const outside = (route: TableRoute) => OUTSIDE_THE_TABLE.find((entry) => entry.path.test(route.path));
    expect(
      routes.filter((route) => !covered.has(route.route) && !outside(route)).map((route) => route.route),
      'routes without a row in access-table.ts',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !served.has(route)),
      'rows for routes the server does not have',
    ).toEqual([]);
    const misdeclared = routes.filter((route) => outside(route) && !covered.has(route.route) && outside(route)!.access !== route.access);
    expect(
      misdeclared.map((route) => `${route.route}: ${route.access}`),
      'routes outside the table declaring another access than the list says',
    ).toEqual([]);
  });

  it('agrees with what each route declares: no 2xx for a non-admin on an admin route, 401 and 403 on a signed-in route', () => {
    const disagreements: string[] = [];
    for (const row of ACCESS_TABLE) {
      const access = routes.find((route) => route.route === row.route)?.access;
      const allowed = ROLES.filter((role) => row.expect[role] < 300);
      if (access === 'admin' && allowed.some((role) => role !== 'admin')) disagreements.push(`${row.route}: an admin route lets ${allowed.join(', ')} through`);
      if ((access === 'admin' || access === 'user') && (row.expect.guest !== 401 || row.expect.suspended !== 403)) {
        disagreements.push(`${row.route}: declared ${access}, but the table says guest ${row.expect.guest}, suspended ${row.expect.suspended}`);
      }
      if (access === 'development' && row.expect.guest < 300 && !row.case?.includes('this machine'))
        disagreements.push(`${row.route}: a development tool answers another machine`);
    }
    expect(disagreements).toEqual([]);
  });

  it('docs/security.md shows the same table', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../docs/security.md'), 'utf8');
    expect(doc, 'run: npx tsx server/test/security/print-access-table.ts --write').toContain(renderAccessTable());
  });

  const label = (row: AccessRow) => `${row.route}${row.case ? ` (${row.case})` : ''}`;

  it.each(ACCESS_TABLE.map((row) => [label(row), row] as const))('%s', async (_label, row) => {
    const failures: string[] = [];
    for (const role of ROLES) {
      const call = await row.call(w, role);
      const headers: Record<string, string> = { ...(call.headers ?? {}) };
      const token = call.token === undefined ? w.actor(role)?.token : call.token;
      if (token) headers['x-auth-token'] = token;
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        headers,
        remoteAddress: call.remoteAddress ?? freshIp(),
        ...(call.payload === undefined ? {} : { payload: call.payload as string }),
      });
      if (SECRETS.test(res.body)) failures.push(`${role}: the answer shows a secret: ${SECRETS.exec(res.body)?.[0]}`);
      const expected = row.expect[role];
      if (res.statusCode !== expected) {
        failures.push(`${role}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        continue;
      }
      if (res.statusCode >= 400) {
        const problems = errorProblems(res);
        if (problems.length) failures.push(`${role}: ${problems.join(', ')}`);
      } else if (row.check) {
        const problem = row.check(res.json(), role, w);
        if (problem) failures.push(`${role}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
