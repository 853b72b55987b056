/**
 * The access rule under every other spelling of every address (spellings.ts): percent-encoded
 * letters, upper case, `//`, `/./`, `/x/../`, a trailing slash, double encoding. A caller the
 * access table refuses on the canonical address is refused on all of them; admin routes (read
 * from the server's route table, so a new one is covered without a row) never answer 2xx to a
 * non-admin; development tools never answer another machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackApp, type LoopbackApp } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { ACCESS_TABLE, QUICK_LOGIN_KEY } from './access-table';
import { ROLES, buildWorld, freshIp, type Role, type World } from './security.test-support';
import { concreteUrl, routeTable, type TableRoute } from './route-table';
import { spellingsOf } from './spellings';

describe('access under other spellings of the address', () => {
  let t: LoopbackApp;
  let w: World;
  let routes: TableRoute[];

  beforeAll(async () => {
    t = await startLoopbackApp({ ADMIN_QUICK_LOGIN_KEY: QUICK_LOGIN_KEY });
    w = await buildWorld(t);
    routes = routeTable(t.app);
  });
  afterAll(() => t?.close());

  const send = async (options: {
    method: string;
    url: string;
    role: Role;
    payload?: unknown;
    headers?: Record<string, string>;
    token?: string | null;
    remoteAddress?: string;
  }) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const token = options.token === undefined ? w.actor(options.role)?.token : options.token;
    if (token) headers['x-auth-token'] = token;
    const payload = options.payload === undefined ? undefined : (options.payload as string);
    return t.app.inject({
      method: options.method as 'GET',
      url: options.url,
      headers,
      remoteAddress: options.remoteAddress ?? freshIp(),
      ...(payload === undefined ? {} : { payload }),
    });
  };

  it.each(ACCESS_TABLE.map((row) => [`${row.route}${row.case ? ` (${row.case})` : ''}`, row] as const))('%s', async (_label, row) => {
    const failures: string[] = [];
    for (const role of ROLES.filter((r) => row.expect[r] >= 300)) {
      const call = await row.call(w, role);
      for (const spelling of spellingsOf(call.url)) {
        const res = await send({ ...call, url: spelling.url, role });
        if (res.statusCode < 300)
          failures.push(`${role}, ${spelling.label} ${spelling.url}: ${res.statusCode} (${row.expect[role]} expected on the canonical address)`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('admin routes, every one in the route table: no spelling lets a non-admin through', async () => {
    const adminRoutes = routes.filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const url = concreteUrl(route.pattern);
      for (const role of ROLES.filter((r) => r !== 'admin')) {
        const canonical = await send({ method: route.method, url, role, payload: {} });
        const refusal = role === 'guest' ? 401 : 403;
        if (canonical.statusCode !== refusal) failures.push(`${role}, ${route.route}: ${canonical.statusCode}, ${refusal} expected`);
        for (const spelling of spellingsOf(url)) {
          const res = await send({ method: route.method, url: spelling.url, role, payload: {} });
          if (![refusal, 400, 404].includes(res.statusCode)) failures.push(`${role}, ${route.route}, ${spelling.label} ${spelling.url}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('development tools, every one in the route table: 404 to another machine, whatever the spelling and whoever asks', async () => {
    const devRoutes = routes.filter((route) => route.access === 'development');
    expect(devRoutes.map((route) => route.route)).toEqual(
      expect.arrayContaining(['GET /api/dev/outbox', 'GET /__daraja/__control/state', 'POST /__daraja/mpesa/stkpush/v1/processrequest']),
    );
    const failures: string[] = [];
    for (const route of devRoutes) {
      const url = concreteUrl(route.pattern);
      for (const role of ['guest', 'admin'] as const) {
        for (const spelling of [{ label: 'canonical', url }, ...spellingsOf(url)]) {
          const res = await send({ method: route.method, url: spelling.url, role, payload: {} });
          if (res.statusCode !== 404) failures.push(`${role}, ${route.route}, ${spelling.label} ${spelling.url}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
