import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
import { jpegWithGps, multipart, photoPart, smallPng } from '../items/items.test-support';

describe('POST /api/profile/avatar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = async (token: string | undefined, bytes: Buffer, name = 'me.jpg', type = 'image/jpeg', field = 'avatar') => {
    const form = await multipart({}, [photoPart(bytes, field, name, type)]);
    return t.request({ method: 'POST', url: '/api/profile/avatar', token, ...form });
  };
  const fetchUpload = (url: string) => t.request({ method: 'GET', url });
  const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/user', token });

  it('answers 401 to a guest and stores nothing', async () => {
    const res = await upload(undefined, await smallPng(), 'me.png', 'image/png');
    expect(res.statusCode).toBe(401);
  });

  it('stores a camera photo as a small square WebP without its metadata, and shows it on the user', async () => {
    const { token } = await createUser(t.app.ctx.db);
    const original = await jpegWithGps(2400, 1800);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('OkotaTestCam');

    const res = await upload(token, original);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.profileImageUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((await me(token)).json().profileImageUrl).toBe(user.profileImageUrl);

    const stored = await fetchUpload(user.profileImageUrl);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.toString('latin1')).not.toContain('OkotaTestCam');
  });

  it('replaces the previous photo and deletes it', async () => {
    const { token } = await createUser(t.app.ctx.db);
    const first = (await upload(token, await smallPng(), 'a.png', 'image/png')).json().user.profileImageUrl;
    const second = (await upload(token, await jpegWithGps(600, 900))).json().user.profileImageUrl;
    expect(second).not.toBe(first);
    expect((await fetchUpload(second)).statusCode).toBe(200);
    expect((await fetchUpload(first)).statusCode).toBe(404);
  });

  it('judges the file by its bytes, not by its name or type', async () => {
    const { token, user } = await createUser(t.app.ctx.db);
    const fake = Buffer.from('GIF89a not really an image, just text pretending to be one');
    const res = await upload(token, fake, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Photos must be JPEG, PNG or WebP images');

    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    expect((await upload(token, gif, 'me.png', 'image/png')).statusCode).toBe(400);
    // A real PNG named .txt is still a PNG.
    expect((await upload(token, await smallPng(), 'me.txt', 'text/plain')).statusCode).toBe(200);
    expect((await me(token)).json().profileImageUrl).not.toBe(user.profileImageUrl);
  });

  it('refuses a photo over 5 MB and a form without a photo, and leaves the profile as it was', async () => {
    const { token } = await createUser(t.app.ctx.db);
    const big = await sharp({ create: { width: 2600, height: 2600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const tooBig = await upload(token, big, 'big.png', 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Profile photos must be 5 MB or smaller');

    const wrongField = await upload(token, await smallPng(), 'me.png', 'image/png', 'photo');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose a photo to upload');

    const json = await t.request({ method: 'POST', url: '/api/profile/avatar', token, payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await me(token)).json().profileImageUrl).toBeNull();
  });
});

describe('PUT /api/profile/language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('remembers the language for e-mails, and refuses others', async () => {
    const { token } = await createUser(t.app.ctx.db);
    expect((await t.request({ method: 'PUT', url: '/api/profile/language', payload: { language: 'sw' } })).statusCode).toBe(401);
    const res = await t.request({ method: 'PUT', url: '/api/profile/language', token, payload: { language: 'sw' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('sw');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).json().language).toBe('sw');
    const bad = await t.request({ method: 'PUT', url: '/api/profile/language', token, payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
  });
});
