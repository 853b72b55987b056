/**
 * What a photo tile says while it is on its way: "Preparing…" while the browser shrinks it,
 * "Uploading 45%" with a bar while it is sent, and "Uploads when you post" if the upload failed.
 */
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import { uploadPercent, type PhotoEntry } from '../lib/photo-queue';

export function PhotoProgress({ entry }: { entry: PhotoEntry }) {
  const { t } = useTranslation(ITEMS_NS);
  if (entry.status === 'uploaded') return null;
  const percent = uploadPercent(entry.progress);
  const label =
    entry.status === 'preparing' ? t('photos.preparing') : entry.status === 'uploading' ? t('photos.uploadingPercent', { percent }) : t('photos.pending');
  const isPending = entry.status === 'pending';
  return (
    <span
      data-testid="photo-status"
      className={`absolute inset-x-0 bottom-0 px-1 pb-1 pt-0.5 text-center text-xs font-semibold text-white ${isPending ? 'bg-amber-800/95' : 'bg-slate-900/80'}`}
    >
      {label}
      {!isPending && (
        <span
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.status === 'uploading' ? percent : undefined}
          className="mt-0.5 block h-1 overflow-hidden rounded-full bg-white/30"
        >
          <span
            className={`block h-full rounded-full bg-white transition-[width] ${entry.status === 'preparing' ? 'w-1/4 animate-pulse' : ''}`}
            style={entry.status === 'uploading' ? { width: `${percent}%` } : undefined}
          />
        </span>
      )}
    </span>
  );
}
