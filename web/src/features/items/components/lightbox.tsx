/** Full-screen photos with previous/next (buttons, arrow keys, swipe) and a counter. */
import { useState, type TouchEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';

export default function Lightbox({ title, images, startAt, onClose }: { title: string; images: string[]; startAt: number; onClose: () => void }) {
  const { t } = useTranslation(ITEMS_NS);
  const [index, setIndex] = useState(startAt);
  const [touchX, setTouchX] = useState<number | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  const onTouchEnd = (event: TouchEvent) => {
    if (touchX === null) return;
    const moved = event.changedTouches[0].clientX - touchX;
    if (Math.abs(moved) > 40) go(moved < 0 ? 1 : -1);
    setTouchX(null);
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            if (event.key === 'ArrowLeft') go(-1);
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3">
            <RadixDialog.Title className="truncate text-sm font-medium">{title}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t('gallery.counter', { current: index + 1, total: count })}</RadixDialog.Description>
            <div className="flex items-center gap-3">
              {count > 1 && (
                <span className="text-sm tabular-nums" aria-live="polite">
                  {t('gallery.counter', { current: index + 1, total: count })}
                </span>
              )}
              <RadixDialog.Close aria-label={t('gallery.close')} className="rounded-full p-2 text-2xl leading-none hover:bg-white/10">
                ×
              </RadixDialog.Close>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6"
            onTouchStart={(event) => setTouchX(event.touches[0].clientX)}
            onTouchEnd={onTouchEnd}
          >
            <img src={images[index]} alt={t('gallery.photoOf', { title })} className="max-h-full max-w-full object-contain" />
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t('gallery.previous')}
                  className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-3 hover:bg-black/70"
                >
                  <Arrow direction="left" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t('gallery.next')}
                  className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-3 hover:bg-black/70"
                >
                  <Arrow direction="right" />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
