import { describe, expect, it } from 'vitest';
import { galleryTileSource } from './photo-sizes';

const ours = (name: string) => ({
  full: `/uploads/items/${name}.webp`,
  medium: `/uploads/items/${name}-800.webp`,
  thumb: `/uploads/items/${name}-thumb.webp`,
});

describe('which file the item page draws its first photos from', () => {
  const a = ours('a'.repeat(32));
  const b = ours('b'.repeat(32));

  it('lets a phone take the 800 px rendition of a single photo and a wide screen the full one', () => {
    const tile = galleryTileSource({ images: [a.full], thumbnails: [a.thumb], mediumImages: [a.medium] }, 0);
    expect(tile.src).toBe(a.full);
    expect(tile.srcSet).toBe(`${a.medium} 800w, ${a.full} 1600w`);
    // Phones: the page's width less its 16 px padding on each side.
    expect(tile.sizes).toMatch(/, calc\(100vw - 32px\)$/);
  });

  it('offers the thumbnail and the 800 px rendition for two tiles side by side', () => {
    const urls = { images: [a.full, b.full], thumbnails: [a.thumb, b.thumb], mediumImages: [a.medium, b.medium] };
    expect(galleryTileSource(urls, 1)).toEqual({
      src: b.thumb,
      srcSet: `${b.thumb} 400w, ${b.medium} 800w`,
      sizes: expect.stringMatching(/calc\(50vw - 20px\)$/),
    });
  });

  it('uses the plain address for photos without renditions, or an answer without the field', () => {
    const elsewhere = 'https://cdn.example/x.webp';
    expect(galleryTileSource({ images: [elsewhere], thumbnails: [elsewhere], mediumImages: [elsewhere] }, 0)).toEqual({ src: elsewhere });
    expect(galleryTileSource({ images: [a.full], thumbnails: [a.thumb] }, 0)).toEqual({ src: a.full });
  });
});
