import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fullKeyOfMedium, mediumUrlFor } from '../integrations/storage/stored-photos';
import { processPhoto } from './images';

describe('image processing set-up', () => {
  it('keeps no libvips operation cache: every photo is new, so it would only hold memory', () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
  });
});

describe('the 800 px rendition (docs/decisions/0223)', () => {
  const cameraPhoto = () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Tecno', Model: 'Spark 10' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
      .toBuffer();

  it('is made with the full photo and thumbnail: WebP, 800 px on its longest side, no metadata', async () => {
    const { full, medium, thumbnail } = await processPhoto(await cameraPhoto());
    const meta = await sharp(medium).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([800, 533]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(medium.length).toBeLessThan(full.length);
    expect(medium.length).toBeGreaterThan(thumbnail.length);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    const meta = await sharp((await processPhoto(small)).medium).metadata();
    expect([meta.width, meta.height]).toEqual([500, 300]);
  });

  it('is named beside the photo we stored, and only ours', () => {
    const ours = '/uploads/items/0123456789abcdef0123456789abcdef.webp';
    expect(mediumUrlFor(ours)).toBe('/uploads/items/0123456789abcdef0123456789abcdef-800.webp');
    expect(mediumUrlFor('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
    expect(mediumUrlFor('/uploads/items/not-random.webp')).toBe('/uploads/items/not-random.webp');
    expect(fullKeyOfMedium('items/0123456789abcdef0123456789abcdef-800.webp')).toBe('items/0123456789abcdef0123456789abcdef.webp');
    expect(fullKeyOfMedium('items/0123456789abcdef0123456789abcdef-thumb.webp')).toBeNull();
    expect(fullKeyOfMedium('items/0123456789abcdef0123456789abcdef.webp')).toBeNull();
  });
});
