import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { backfillPhotoRenditions, queuePhotoRenditionsBackfill } from './photo-renditions-backfill';

/** Photos stored before the 800 px rendition existed: a full photo and a thumbnail only. */
describe('the 800 px renditions of photos stored before them (docs/decisions/0223)', () => {
  let t: TestApp;
  const names = ['1'.repeat(32), '2'.repeat(32), '3'.repeat(32)];
  const key = (name: string, suffix = '') => `items/${name}${suffix}.webp`;

  const stored = async (k: string) => {
    const file = await t.app.ctx.storage.get(k);
    return file ? Buffer.concat(await file.body.toArray()) : null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { db, storage } = t.app.ctx;
    const full = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a52' } })
      .webp()
      .toBuffer();
    // The first two photos are stored; the third item names a file that is gone.
    for (const name of names.slice(0, 2)) await storage.put(key(name), full, 'image/webp');
    const finder = await createUser(db);
    await createItem(db, finder.user.id, { images: [`/uploads/${key(names[0])}`, 'https://elsewhere.example/photo.webp'] });
    await createItem(db, finder.user.id, { images: [`/uploads/${key(names[1])}`] });
    await createItem(db, finder.user.id, { images: [`/uploads/${key(names[2])}`] });
  });
  afterAll(async () => t?.close());

  it('answers a missing rendition with the full photo, kept only briefly, never a broken image', async () => {
    const res = await t.request({ method: 'GET', url: `/uploads/${key(names[0], '-800')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.equals((await stored(key(names[0])))!)).toBe(true);
    // Only a rendition's address falls back; a missing photo or thumbnail is still a 404.
    expect((await t.request({ method: 'GET', url: `/uploads/${key(names[2], '-800')}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/uploads/${key(names[2], '-thumb')}` })).statusCode).toBe(404);
  });

  it('makes the missing renditions through the job queue, a few items per job, and only once', async () => {
    await queuePhotoRenditionsBackfill(t.app.ctx);
    expect(await t.app.ctx.jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    for (const name of names.slice(0, 2)) {
      const meta = await sharp((await stored(key(name, '-800')))!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    }
    expect(await stored(key(names[2], '-800'))).toBeNull();

    const served = await t.request({ method: 'GET', url: `/uploads/${key(names[0], '-800')}` });
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);

    // A restart queues nothing new: the first job's key stays in the table once done.
    await queuePhotoRenditionsBackfill(t.app.ctx);
    expect(await t.app.ctx.jobs.runDueJobs()).toBe(0);
  });

  it('is idempotent and walks the items in bounded batches', async () => {
    const first = await backfillPhotoRenditions(t.app.ctx, 0, 2);
    expect(first.made).toBe(0);
    expect(first.lastId).not.toBeNull();
    const rest = await backfillPhotoRenditions(t.app.ctx, first.lastId!, 2);
    expect(rest).toEqual({ made: 0, lastId: null });

    await t.app.ctx.storage.delete(key(names[1], '-800'));
    const again = await backfillPhotoRenditions(t.app.ctx, 0, 10);
    expect(again.made).toBe(1);
    expect(await stored(key(names[1], '-800'))).not.toBeNull();
  });

  it('walks only items with photos, so photo-less items do not fill a batch', async () => {
    const { db, storage } = t.app.ctx;
    const finder = await createUser(db);
    const before = await createItem(db, finder.user.id, { images: [] });
    for (let i = 0; i < 3; i++) await createItem(db, finder.user.id, { images: [] });
    const name = '4'.repeat(32);
    const full = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#25a' } })
      .webp()
      .toBuffer();
    await storage.put(key(name), full, 'image/webp');
    await createItem(db, finder.user.id, { images: [`/uploads/${key(name)}`] });
    // Three photo-less items come first after `before`; a batch of two still reaches the photo.
    expect(await backfillPhotoRenditions(t.app.ctx, before.id, 2)).toEqual({ made: 1, lastId: null });
  });
});
