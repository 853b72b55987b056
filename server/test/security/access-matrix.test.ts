/**
 * The access matrix: every route of the API called by every kind of caller, each answer compared
 * with the table in access-table.ts (the same table docs/security.md shows). The routes come from
 * the OpenAPI document, so a route added without a row here fails the coverage test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackApp, type LoopbackApp } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { ACCESS_TABLE, QUICK_LOGIN_KEY, renderAccessTable, type AccessRow } from './access-table';
import { ROLES, buildWorld, errorProblems, freshIp, type World } from './fixtures';

/** Stored secrets that no answer may ever carry, whoever asks. */
const SECRETS = /scrypt\$|passwordHash|password_hash|tokenHash|token_hash|otpHash|otp_hash/;

describe('access matrix: who may call each route', () => {
  let t: LoopbackApp;
  let w: World;
  let documented: string[];

  beforeAll(async () => {
    t = await startLoopbackApp({ ADMIN_QUICK_LOGIN_KEY: QUICK_LOGIN_KEY });
    w = await buildWorld(t);
    const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(docs.paths).flatMap(([route, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${route}`));
  });
  afterAll(() => t?.close());

  it('has a row for every route of the OpenAPI document, and no row for a route that does not exist', () => {
    const covered = new Set(ACCESS_TABLE.filter((row) => !row.undocumented).map((row) => row.route));
    expect(documented.length).toBeGreaterThan(80);
    expect(documented.filter((route) => !covered.has(route)), 'routes without a row in access-table.ts').toEqual([]);
    expect([...covered].filter((route) => !documented.includes(route)), 'rows for routes the API does not have').toEqual([]);
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
        method: call.method, url: call.url, headers, remoteAddress: freshIp(),
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
