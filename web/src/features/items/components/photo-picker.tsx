/**
 * Up to 5 photos: take one with the camera, or choose from the gallery (file choice). A photo
 * shows the moment it is chosen, with its progress; previews keep their square so nothing jumps.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { MAX_PHOTOS_PER_ITEM } from '@okota/shared/constants';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import type { PhotoUploads } from '../lib/use-photo-uploads';
import { PhotoProgress } from './photo-progress';

const CameraDialog = lazy(() => import('./camera-dialog'));

export function PhotoPicker({ photos, label, hint }: { photos: PhotoUploads; label: string; hint: string }) {
  const { t } = useTranslation(ITEMS_NS);
  const galleryInput = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);

  const openGallery = () => {
    setCameraOpen(false);
    galleryInput.current?.click();
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p className="text-xs text-slate-500">{hint}</p>
      {photos.entries.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.entries.map((entry, index) => (
            <li key={entry.id} className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
              <img src={entry.previewUrl} alt="" width={160} height={160} className="h-full w-full object-cover" />
              <PhotoProgress entry={entry} />
              <button
                type="button"
                onClick={() => photos.remove(entry.id)}
                aria-label={t('photos.remove', { number: index + 1 })}
                className="group absolute right-0 top-0 flex h-11 w-11 items-start justify-end p-1"
              >
                {/* A 28 px mark inside a 44 px touch target. */}
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 items-center justify-center rounded-full bg-slate-900/70 text-lg leading-none text-white group-hover:bg-slate-900"
                >
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={photos.isFull} onClick={() => setCameraOpen(true)}>
          <CameraIcon /> {t('photos.camera')}
        </Button>
        <Button variant="outline" disabled={photos.isFull} onClick={openGallery}>
          <GalleryIcon /> {t('photos.gallery')}
        </Button>
        <span className="text-xs text-slate-500">{t('photos.count', { count: photos.entries.length, max: MAX_PHOTOS_PER_ITEM })}</span>
      </div>
      <input
        ref={galleryInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) void photos.addFiles(files);
        }}
      />
      {cameraOpen && (
        <Suspense fallback={null}>
          <CameraDialog
            onClose={() => setCameraOpen(false)}
            onUseGallery={openGallery}
            onCapture={(file) => {
              setCameraOpen(false);
              void photos.addFiles([file]);
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

function GalleryIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 16l5-5 4 4 3-3 6 6" />
    </svg>
  );
}
