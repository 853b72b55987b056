/**
 * /api/docs (Swagger UI and its JSON) maps every route: public on a developer's machine, for
 * admins only in production (issue 26, finding 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../test/helpers';
import { createUser } from '../../test/factories';

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'];

describe('/api/docs in production', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: { ...testConfig(), isProduction: true }, database: database.handle });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.handle.close();
    await database.drop();
  });

  it('answers 401 to a guest and 403 to an ordinary user, and the map to an admin', async () => {
    const user = await createUser(app.ctx.db);
    const admin = await createUser(app.ctx.db, { role: 'admin' });
    for (const url of DOCS) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: { 'x-auth-token': user.token } })).statusCode, url).toBe(403);
    }
    const json = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${admin.token}` } });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/items']).toBeDefined();
  });
});

describe('/api/docs in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is public', async () => {
    expect((await t.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
