/**
 * Camera capture (docs/product/user-flows.md section 2: choose, capture, gallery): the back camera at an
 * ideal 1280×720, a JPEG at quality 0.85, and for every failure a way out to the gallery.
 */
import { useEffect, useRef, useState } from 'react';
import { CAMERA } from '@okota/shared/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation, type KeyOf } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import { cameraErrorKey } from '../lib/camera-errors';

type CameraState = { kind: 'starting' } | { kind: 'live' } | { kind: 'error'; messageKey: KeyOf<typeof ITEMS_NS> };

export default function CameraDialog({ onCapture, onClose, onUseGallery }: { onCapture: (file: File) => void; onClose: () => void; onUseGallery: () => void }) {
  const { t } = useTranslation(ITEMS_NS);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const supported = typeof navigator.mediaDevices?.getUserMedia === 'function';
  const [state, setState] = useState<CameraState>(() => (supported ? { kind: 'starting' } : { kind: 'error', messageKey: 'camera.notSupported' }));

  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment', width: { ideal: CAMERA.idealWidth }, height: { ideal: CAMERA.idealHeight } }, audio: false })
      .then((media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream.current = media;
        if (video.current) video.current.srcObject = media;
        setState({ kind: 'live' });
      })
      .catch((error) => !cancelled && setState({ kind: 'error', messageKey: cameraErrorKey(error) }));
    return () => {
      cancelled = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [supported]);

  const capture = () => {
    const element = video.current;
    if (!element || state.kind !== 'live' || element.readyState < 2 || !element.videoWidth) {
      toast({ title: t('camera.wait') });
      return;
    }
    try {
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      canvas.getContext('2d')!.drawImage(element, 0, 0);
      canvas.toBlob(
        (blob) => {
          if (!blob) return toast({ title: t('camera.captureFailed'), variant: 'destructive' });
          onCapture(new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }));
        },
        'image/jpeg',
        CAMERA.jpegQuality,
      );
    } catch {
      toast({ title: t('camera.captureFailed'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('camera.title')}>
      {state.kind === 'error' ? (
        <div className="space-y-4">
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t(state.messageKey)}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('camera.cancel')}
            </Button>
            <Button onClick={onUseGallery}>{t('camera.useGallery')}</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-900">
            <video ref={video} autoPlay playsInline muted className="h-full w-full object-cover" />
            {state.kind === 'starting' && <p className="absolute inset-0 flex items-center justify-center text-sm text-white">{t('camera.starting')}</p>}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <Button variant="ghost" onClick={onUseGallery}>
              {t('camera.useGallery')}
            </Button>
            <div className="flex gap-2">
              <Button variant="outline" className="flex-1" onClick={onClose}>
                {t('camera.cancel')}
              </Button>
              <Button className="flex-1" onClick={capture}>
                {t('camera.capture')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
