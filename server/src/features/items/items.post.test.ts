import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { tempUploads } from '../../db/schema';
import { cleanUpTemporaryPhotos } from './upload-photos';
import { itemFields, jpegWithGps, multipart, photoPart, smallPng } from './items.test-support';

describe('posting an item with photos', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let electronics: string;
  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t.app.ctx.db, { firstName: 'Wanjiru', lastName: 'Kamau' });
    electronics = String(await firstCategoryId(t.app.ctx.db, 'Electronics'));
  });
  afterAll(() => t.close());

  const post = async (fields: Record<string, string | string[]>, files = [] as ReturnType<typeof photoPart>[], token = finder.token) =>
    t.request({ method: 'POST', url: '/api/items', token, ...(await multipart(fields, files)) });

  const fetchImage = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('stores the item with re-encoded WebP photos and thumbnails', async () => {
    const res = await post(itemFields({ categoryId: electronics }), [
      photoPart(await jpegWithGps()),
      photoPart(await smallPng(), 'photos', 'x.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ title: 'Blue Nokia phone', categoryName: 'Electronics', location: 'Nairobi', status: 'available', isClaimed: false });
    expect(item.images).toHaveLength(2);
    expect(item.thumbnails).toHaveLength(2);
    for (const url of item.images) expect(url).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.webp$/);

    const full = await fetchImage(item.images[0]);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    const thumb = await sharp((await fetchImage(item.thumbnails[0])).rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);

    const fetched = await t.request({ method: 'GET', url: `/api/items/${item.id}` });
    expect(fetched.json().images).toEqual(item.images);
  });

  it('strips EXIF and GPS from an uploaded JPEG', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('OkotaTestCam');
    const res = await post(itemFields({ categoryId: electronics }), [photoPart(original)]);
    expect(res.statusCode).toBe(201);
    for (const url of [res.json().images[0], res.json().thumbnails[0]]) {
      const stored = (await fetchImage(url)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('OkotaTestCam');
    }
  });

  it('refuses a text file renamed .jpg with 400 and stores nothing', async () => {
    const fake = Buffer.from('this is not a photo, just text pretending to be one');
    const res = await post(itemFields({ categoryId: electronics, title: 'Renamed text file' }), [photoPart(fake, 'photos', 'holiday.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Photos must be JPEG, PNG or WebP images');
    const list = await t.request({ method: 'GET', url: '/api/items?search=renamed' });
    expect(list.json().total).toBe(0);
  });

  it('refuses a truncated JPEG (right magic bytes, broken body) with 400', async () => {
    const broken = (await jpegWithGps(800, 600)).subarray(0, 200);
    const res = await post(itemFields({ categoryId: electronics }), [photoPart(broken)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be read|JPEG, PNG or WebP/);
  });

  it('refuses a 6th photo', async () => {
    const png = await smallPng();
    const six = Array.from({ length: 6 }, () => photoPart(png, 'photos', 'p.png', 'image/png'));
    const res = await post(itemFields({ categoryId: electronics }), six);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can only upload up to 5 images');
  });

  it('refuses 5 photos plus earlier uploads beyond 5 in total', async () => {
    const png = await smallPng();
    const upload = await t.request({
      method: 'POST',
      url: '/api/upload-temp-images',
      ...(await multipart({}, [photoPart(png, 'images', 'a.png', 'image/png')])),
    });
    expect(upload.statusCode).toBe(200);
    const five = Array.from({ length: 5 }, () => photoPart(png, 'photos', 'p.png', 'image/png'));
    const res = await post({ ...itemFields({ categoryId: electronics }), existingImages: upload.json().images[0].url }, five);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can only upload up to 5 images');
  });

  it('replaces phone numbers in description and nearby place', async () => {
    const res = await post(
      itemFields({
        categoryId: electronics,
        description: 'Black wallet with ID. Call 0712 345 678 or +254 733 123456 to get it.',
        nearLocation: 'Near Total petrol station, ask 0722000111',
      }),
    );
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.description).toBe('Black wallet with ID. Call [Contact removed for privacy] or [Contact removed for privacy] to get it.');
    expect(item.nearLocation).toBe('Near Total petrol station, ask [Contact removed for privacy]');
    expect(JSON.stringify(item)).not.toMatch(/0712|733 123|0722000111/);
  });

  it('answers validation errors per field and needs a signed-in finder', async () => {
    const bad = await post(itemFields({ categoryId: electronics, title: 'abc', location: 'Atlantis' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ title: 'Title must be at least 5 characters', location: 'Please select a county' });
    const guest = await t.request({ method: 'POST', url: '/api/items', payload: itemFields({ categoryId: electronics }) });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a found date of the right shape that names no real day (30 February, month 13) with 400, and stores nothing', async () => {
    for (const dateFound of ['2026-02-30', '2025-13-01', '2025-04-31', '0000-01-01']) {
      const res = await post(itemFields({ categoryId: electronics, dateFound }));
      expect([dateFound, res.statusCode, res.json().errors?.dateFound]).toEqual([dateFound, 400, 'Please select when you found this item']);
    }
  });

  it("posts a guest's draft as JSON with photos uploaded before sign-in", async () => {
    const upload = await t.request({ method: 'POST', url: '/api/upload-temp-images', ...(await multipart({}, [photoPart(await jpegWithGps(), 'images')])) });
    expect(upload.statusCode).toBe(200);
    const [{ url }] = upload.json().images;
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      payload: { ...itemFields({ categoryId: electronics }), categoryId: Number(electronics), images: [url] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toEqual([url]);
    // Attached: the clean-up of expired uploads no longer concerns it.
    expect(await t.app.ctx.db.select().from(tempUploads).where(eq(tempUploads.url, url))).toHaveLength(0);
    const again = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      payload: { ...itemFields({ categoryId: electronics }), images: [url] },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses image URLs that are not our temporary uploads', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      payload: { ...itemFields({ categoryId: electronics }), images: ['https://evil.example/track.png'] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('deletes temporary uploads once they expire', async () => {
    const upload = await t.request({
      method: 'POST',
      url: '/api/upload-temp-images',
      ...(await multipart({}, [photoPart(await smallPng(), 'images', 'a.png', 'image/png')])),
    });
    const [{ url, thumbnailUrl }] = upload.json().images;
    await fetchImage(url);
    await t.app.ctx.db
      .update(tempUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tempUploads.url, url));
    expect(await cleanUpTemporaryPhotos(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: thumbnailUrl })).statusCode).toBe(404);
  });

  it('uploads edit photos for signed-in users only', async () => {
    const body = await multipart({}, [photoPart(await smallPng(), 'photos', 'a.png', 'image/png')]);
    expect((await t.request({ method: 'POST', url: '/api/items/upload-photos', ...body })).statusCode).toBe(401);
    const res = await t.request({ method: 'POST', url: '/api/items/upload-photos', token: finder.token, ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos[0].url).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.webp$/);
  });

  it('never serves private files or paths outside the uploads folder', async () => {
    await t.app.ctx.storage.put('private/proofs/0123456789abcdef0123456789abcdef.jpg', Buffer.from('secret'), 'image/jpeg');
    for (const url of [
      '/uploads/private/proofs/0123456789abcdef0123456789abcdef.jpg',
      '/uploads/../package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/items/%2e%2e/%2e%2e/db/PG_VERSION',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(await t.app.ctx.storage.get('private/proofs/0123456789abcdef0123456789abcdef.jpg')).not.toBeNull();
  });
});
