import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { itemFields, jpegWithGps, multipart, photoPart } from './items.test-support';
import { backfillPhotoRenditions } from './photo-renditions-backfill';

describe('photos in S3-compatible storage (s3rver on loopback)', () => {
  let s3: S3rver;
  let directory: string;
  let t: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'okota-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'okota-photos', configs: [] }] });
    const { port } = await s3.run();
    t = await createTestApp({
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'okota-photos',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores, serves and deletes through the S3 API', async () => {
    expect(t.app.ctx.storage.kind).toBe('s3');
    const finder = await createUser(t.app.ctx.db);
    const categoryId = String(await firstCategoryId(t.app.ctx.db));
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      ...(await multipart(itemFields({ categoryId }), [photoPart(await jpegWithGps())])),
    });
    expect(res.statusCode).toBe(201);
    const [url] = res.json().images as string[];

    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    // The object really is in the bucket, not on the local disk.
    const key = url.replace('/uploads/', '');
    expect(await t.app.ctx.storage.get(key)).not.toBeNull();
    await t.app.ctx.storage.delete(key);
    expect(await t.app.ctx.storage.get(key)).toBeNull();
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('keeps the 800 px rendition in the bucket, and the backfill remakes one that is missing', async () => {
    const finder = await createUser(t.app.ctx.db);
    const categoryId = String(await firstCategoryId(t.app.ctx.db));
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      ...(await multipart(itemFields({ categoryId }), [photoPart(await jpegWithGps())])),
    });
    const {
      id,
      mediumImages: [medium],
    } = res.json() as { id: number; mediumImages: string[] };
    const mediumKey = medium.replace('/uploads/', '');
    expect(await t.app.ctx.storage.get(mediumKey)).not.toBeNull();

    await t.app.ctx.storage.delete(mediumKey);
    expect((await backfillPhotoRenditions(t.app.ctx, id - 1, 1)).made).toBe(1);
    const served = await t.request({ method: 'GET', url: medium });
    expect(served.headers['cache-control']).toContain('immutable');
    expect(Math.max((await sharp(served.rawPayload).metadata()).width!, 1)).toBe(800);
  });
});
