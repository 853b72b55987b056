/**
 * Which file the item page's first photos are drawn from, shared by the web gallery
 * (web items/components/item-gallery.tsx, which the server also draws the page with) and the
 * server's preload of it (server items/item-page-meta.ts), so that both ask for the same file:
 * `srcset` with the renditions' widths and `sizes` with the width the layout gives the photo,
 * so a phone fetches the 800 px rendition and a wide screen the 1,600 px one (docs/decisions/0223).
 * The widths are the renditions' caps (server lib/images.ts): a smaller or upright photo is
 * narrower, which only makes the browser choose a slightly larger file than it needs.
 */

/** The item page: at most 1152 px wide with 16 px each side; from 1024 px the gallery is 3/5 of a grid with a 24 px gap. */
const ONE_PHOTO = '(min-width: 1152px) 658px, (min-width: 1024px) calc(60vw - 34px), calc(100vw - 32px)';
/** Two tiles side by side with an 8 px gap. */
const TWO_TILES = '(min-width: 1152px) 325px, (min-width: 1024px) calc(30vw - 21px), calc(50vw - 20px)';

export interface PhotoUrls {
  images: string[];
  thumbnails: string[];
  /** Absent in answers cached by an app built before it existed. */
  mediumImages?: string[];
}

export interface TileSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The tile at `index` of the gallery's first row: the photo when it is the only one, else its thumbnail. */
export function galleryTileSource({ images, thumbnails, mediumImages }: PhotoUrls, index: number): TileSource {
  const full = images[index];
  const medium = mediumImages?.[index];
  const thumbnail = thumbnails[index] ?? full;
  if (images.length > 1) {
    return medium && medium !== thumbnail ? { src: thumbnail, srcSet: `${thumbnail} 400w, ${medium} 800w`, sizes: TWO_TILES } : { src: thumbnail };
  }
  return medium && medium !== full ? { src: full, srcSet: `${medium} 800w, ${full} 1600w`, sizes: ONE_PHOTO } : { src: full };
}
