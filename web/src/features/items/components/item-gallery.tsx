/**
 * Photos of an item: one photo opens the lightbox; two or more show two tiles, the second with
 * '+N more' when there are others, and the lightbox pages through them all. The tiles name their
 * renditions with srcset, exactly as the server's first paint does (@okota/shared/photo-sizes).
 */
import { lazy, Suspense, useState } from 'react';
import { galleryTileSource } from '@okota/shared/photo-sizes';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';

const Lightbox = lazy(() => import('./lightbox'));

export function ItemGallery({ title, images, thumbnails, mediumImages }: { title: string; images: string[]; thumbnails: string[]; mediumImages?: string[] }) {
  const { t } = useTranslation(ITEMS_NS);
  const [openAt, setOpenAt] = useState<number | null>(null);

  if (!images.length) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-100 text-slate-600">
        <span>{t('gallery.noPhotos')}</span>
      </div>
    );
  }

  const tiles = images.slice(0, 2);
  const more = images.length - tiles.length;
  return (
    <>
      <div className={`grid gap-2 ${tiles.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {tiles.map((url, index) => (
          <button
            key={url}
            type="button"
            onClick={() => setOpenAt(index)}
            aria-label={t('gallery.open', { number: index + 1, total: images.length })}
            className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <img
              {...galleryTileSource({ images, thumbnails, mediumImages }, index)}
              alt={t('gallery.photoOf', { title })}
              width={800}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The page's largest paint; the server also preloads it (item-page-meta.ts).
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              className="h-full w-full object-cover"
            />
            {index === 1 && more > 0 && (
              <span className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-2xl font-bold text-white">
                {t('gallery.more', { count: more })}
              </span>
            )}
          </button>
        ))}
      </div>
      {openAt !== null && (
        <Suspense fallback={null}>
          <Lightbox title={title} images={images} startAt={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
