/**
 * GET /api/ready as a proxy's health check sees it: 200 only when the database answers, every
 * migration is applied and uploads can be written; otherwise 503 naming the failed check, and
 * never the reason (paths, hosts, SQL), which goes to the log.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { rowsOf } from '../../db/client';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const ready = () => t.request({ method: 'GET', url: '/api/ready' });

  it('is ready when the database answers, the migrations are applied and storage takes a file', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when storage cannot be written, and says only which check failed', async () => {
    const put = vi.spyOn(t.app.ctx.storage, 'put').mockRejectedValueOnce(new Error('EROFS: read-only file system, open /srv/okota/uploads'));
    const res = await ready();
    put.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.any(String), checks: { database: 'ok', migrations: 'ok', storage: 'failed' } });
    expect(res.body).not.toContain('EROFS');
    expect(res.body).not.toContain('/srv/okota');
  });

  it('leaves no probe file behind', async () => {
    const put = vi.spyOn(t.app.ctx.storage, 'put');
    const remove = vi.spyOn(t.app.ctx.storage, 'delete');
    expect((await ready()).statusCode).toBe(200);
    expect(put).toHaveBeenCalledTimes(1);
    const key = put.mock.calls[0][0];
    expect(key).toMatch(/^private\//);
    expect(remove).toHaveBeenCalledWith(key);
    expect(await t.app.ctx.storage.get(key)).toBeNull();
    put.mockRestore();
    remove.mockRestore();
  });

  it('is not ready when the newest migration is not applied', async () => {
    const { db } = t.app.ctx;
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
      ),
    );
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const execute = vi.spyOn(t.app.ctx.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    const res = await ready();
    execute.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toMatchObject({ database: 'failed', storage: 'ok' });
    expect(res.body).not.toContain('ECONNREFUSED');
  });

  it('fails a check that hangs within a few seconds instead of hanging the probe', async () => {
    const put = vi.spyOn(t.app.ctx.storage, 'put').mockImplementationOnce(() => new Promise(() => {}));
    const started = Date.now();
    const res = await ready();
    put.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.storage).toBe('failed');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
