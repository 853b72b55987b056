import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../../test/helpers';

describe('route access declarations', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  async function app(): Promise<FastifyInstance> {
    const database = await createTestDatabase();
    const built = await buildApp({ config: testConfig(), database: database.handle });
    cleanups.push(
      () => database.drop(),
      () => database.handle.close(),
      () => built.close(),
    );
    return built;
  }

  it('refuses to start when a route does not say who may call it, naming the route', async () => {
    const server = await app();
    server.get('/api/forgotten', async () => ({ secret: true }));
    server.post('/api/declared', { config: { access: 'user' } }, async () => ({}));
    await expect(server.ready()).rejects.toThrow(/do not declare who may call them[\s\S]*GET \/api\/forgotten/);
  });

  it('refuses an access that is not one of the known kinds', async () => {
    const server = await app();
    server.get('/api/misspelled', { config: { access: 'admins' as never } }, async () => ({}));
    await expect(server.ready()).rejects.toThrow(/GET \/api\/misspelled/);
  });

  it('starts when every route declares, and enforces the declaration of the matched route', async () => {
    const server = await app();
    server.get('/api/only-admins', { config: { access: 'admin' } }, async () => ({ secret: true }));
    await server.ready();
    for (const url of ['/api/only-admins', '/api/%6Fnly-admins', '/api/only-%61dmins']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('secret');
    }
    expect(server.declaredRoutes()).toEqual(expect.arrayContaining([{ method: 'GET', url: '/api/only-admins', access: 'admin' }]));
  });
});
