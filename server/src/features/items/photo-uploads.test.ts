/**
 * Uploads ahead of a post (guests included) are limited per photo and per byte, per address and
 * per account, and a caller over the limit is refused before the upload is read; the photos of a
 * form wait in temporary files, not in memory.
 */
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import multipartPlugin from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
import { rateLimits, tempUploads } from '../../db/schema';
import { countHit } from '../../lib/rate-limit';
import { PHOTO_UPLOAD_LIMITS, photoUploadLimits } from './photo-upload-budget';
import { MULTIPART_LIMITS, filesOf, readPhotoForm } from './read-photo-form';
import { jpegWithGps, multipart, photoPart, smallPng } from './items.test-support';

let ipCounter = 1;
const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const MB = 1024 * 1024;

/** A multipart body made on demand, one 64 KB chunk at a time, counting what the server pulls. */
function lazyUpload(totalBytes: number) {
  const boundary = 'okota-lazy-boundary';
  const pulled = { bytes: 0 };
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  async function* body() {
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    pulled.bytes += head.length;
    yield head;
    for (let sent = 0; sent < totalBytes; sent += chunk.length) {
      pulled.bytes += chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, pulled };
}

describe('uploads ahead of a post, counted per photo and per byte', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    png = await smallPng();
  });
  afterAll(() => t.close());

  const upload = async (count: number, options: { ip: string; token?: string; bytes?: Buffer }) =>
    t.request({
      method: 'POST',
      url: '/api/upload-temp-images',
      remoteAddress: options.ip,
      token: options.token,
      ...(await multipart(
        {},
        Array.from({ length: count }, () => photoPart(options.bytes ?? png, 'images', 'a.png', 'image/png')),
      )),
    });
  const counter = async (key: string) => (await t.app.ctx.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;
  /** Uses up a caller's budget, as earlier uploads would have. */
  const spend = async (caller: { ip: string; userId?: string }, what: 'photos' | 'kilobytes', amount: number) => {
    const limits = photoUploadLimits({ ip: caller.ip, userId: caller.userId ?? null })[what];
    for (const limit of caller.userId ? limits.slice(1) : limits.slice(0, 1)) await countHit(t.app.ctx.db, limit, amount);
  };
  const tempUploadCount = async () => (await t.app.ctx.db.select({ id: tempUploads.id }).from(tempUploads)).length;

  it('counts each photo and its bytes, not the request', async () => {
    const ip = freshIp();
    const res = await upload(3, { ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images).toHaveLength(3);
    const [photos, kilobytes] = photoUploadLimits({ ip, userId: null }).photos.concat(photoUploadLimits({ ip, userId: null }).kilobytes);
    expect(await counter(photos.key)).toBe(3);
    expect(await counter(kilobytes.key)).toBe(3 * Math.ceil(png.length / 1024));
  });

  it('refuses the photo that goes past the limit with 429 and Retry-After, and stores none of the request', async () => {
    const ip = freshIp();
    await spend({ ip }, 'photos', PHOTO_UPLOAD_LIMITS.perIp.photos - 2);
    const before = await tempUploadCount();
    const res = await upload(5, { ip });
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toBe('Too many photo uploads. Please wait and try again.');
    expect(await tempUploadCount()).toBe(before);
  });

  it('refuses a caller with nothing left before reading the upload, and closes the connection', async () => {
    const ip = freshIp();
    await spend({ ip }, 'photos', PHOTO_UPLOAD_LIMITS.perIp.photos);
    const body = lazyUpload(40 * MB);
    const res = await t.request({ method: 'POST', url: '/api/upload-temp-images', remoteAddress: ip, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers.connection).toBe('close');
    // Whatever the stream machinery buffers ahead, nowhere near the 40 MB offered.
    expect(body.pulled.bytes).toBeLessThan(1 * MB);
  });

  it('limits bytes too: a photo that goes past the byte budget is refused, and then the next request unread', async () => {
    const ip = freshIp();
    const jpeg = await jpegWithGps();
    expect(jpeg.length).toBeGreaterThan(20 * 1024);
    await spend({ ip }, 'kilobytes', PHOTO_UPLOAD_LIMITS.perIp.kilobytes - 10);
    expect((await upload(1, { ip, bytes: jpeg })).statusCode).toBe(429);
    const body = lazyUpload(20 * MB);
    const next = await t.request({ method: 'POST', url: '/api/upload-temp-images', remoteAddress: ip, payload: body.payload, headers: body.headers });
    expect(next.statusCode).toBe(429);
    expect(body.pulled.bytes).toBeLessThan(1 * MB);
  });

  it('gives a signed-in caller an account budget, wherever they connect from; others on the address go on', async () => {
    const { user, token } = await createUser(t.app.ctx.db);
    await spend({ ip: '0.0.0.0', userId: user.id }, 'photos', PHOTO_UPLOAD_LIMITS.perUser.photos);
    const ip = freshIp();
    expect((await upload(1, { ip, token })).statusCode).toBe(429);
    const edit = await t.request({
      method: 'POST',
      url: '/api/items/upload-photos',
      remoteAddress: freshIp(),
      token,
      ...(await multipart({}, [photoPart(png, 'photos', 'a.png', 'image/png')])),
    });
    expect(edit.statusCode).toBe(429);
    expect((await upload(1, { ip })).statusCode).toBe(200);
  });
});

describe('the photo form reader', () => {
  it('streams each photo to a temporary file, and removes it once the answer is sent', async () => {
    const app = Fastify();
    await app.register(multipartPlugin, { limits: MULTIPART_LIMITS });
    app.post('/form', { preValidation: readPhotoForm('photos') }, async (request) =>
      filesOf(request).map((photo) => ({ path: photo.path, bytes: photo.bytes, isOnDisk: existsSync(photo.path) })),
    );
    const png = await smallPng();
    const jpeg = await jpegWithGps();
    const res = await app.inject({ method: 'POST', url: '/form', ...(await multipart({ note: 'x' }, [photoPart(png), photoPart(jpeg)])) });
    expect(res.statusCode, res.body).toBe(200);
    const received = res.json() as Array<{ path: string; bytes: number; isOnDisk: boolean }>;
    expect(received.map((r) => [r.bytes, r.isOnDisk])).toEqual([
      [png.length, true],
      [jpeg.length, true],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const photo of received) expect(existsSync(photo.path)).toBe(false);

    // A file in another field is refused without waiting for the rest of the form.
    const stray = await app.inject({ method: 'POST', url: '/form', ...(await multipart({}, [photoPart(png, 'avatar'), photoPart(png)])) });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe("Unexpected file field 'avatar'");
    await app.close();
  });
});
