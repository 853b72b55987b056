/**
 * The photos of the post and edit forms (the spec's "Uploader image": url, isUploaded, file).
 * A chosen photo is shown at once (its own file as the preview), then shrunk in the browser and
 * uploaded on its own, with its progress; if that upload fails the file waits and travels with the
 * post instead. `settled()` lets a submit wait for every photo (docs/decisions/0213).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PHOTOS_PER_ITEM } from '@okota/shared/constants';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import type { PhotoUpload } from '../api/upload-photos';
import { downscalePhoto } from './downscale-photo';
import { countWaiting, isRefusedPhoto, photosToPost, type PhotoEntry } from './photo-queue';

export type { PhotoEntry } from './photo-queue';

let nextId = 0;
const newId = () => `photo-${++nextId}`;
const uploadedEntry = (url: string): PhotoEntry => ({ id: newId(), previewUrl: url, url, status: 'uploaded', progress: 1 });
const revokePreview = (entry: PhotoEntry | undefined) => entry?.previewUrl.startsWith('blob:') && URL.revokeObjectURL(entry.previewUrl);

export function usePhotoUploads(upload: PhotoUpload, initialUrls: string[] = []) {
  const { t } = useTranslation(ITEMS_NS);
  const [entries, setEntries] = useState<PhotoEntry[]>(() => initialUrls.map(uploadedEntry));
  // Always the latest photos (changed only through `change`), for work that outlives a render.
  const entriesRef = useRef(entries);
  const work = useRef(new Set<Promise<void>>());

  useEffect(() => () => entriesRef.current.forEach(revokePreview), []);

  // The ref follows each change at once, so a submit that awaited `settled()` reads the last state.
  const change = useCallback((next: (all: PhotoEntry[]) => PhotoEntry[]) => {
    entriesRef.current = next(entriesRef.current);
    setEntries(entriesRef.current);
  }, []);
  const update = useCallback(
    (id: string, patch: Partial<PhotoEntry>) => {
      change((all) => all.map((e) => (e.id === id ? { ...e, ...patch } : e)));
    },
    [change],
  );
  const isKept = useCallback((id: string) => entriesRef.current.some((e) => e.id === id), []);

  const sendOne = useCallback(
    async (id: string, original: File) => {
      const file = await downscalePhoto(original);
      if (!isKept(id)) return;
      // The shrunk copy is a fraction of the original's memory once decoded for the preview.
      const previewUrl = file === original ? undefined : URL.createObjectURL(file);
      if (previewUrl) revokePreview(entriesRef.current.find((e) => e.id === id));
      update(id, { file, status: 'uploading', progress: 0, ...(previewUrl && { previewUrl }) });
      try {
        const [url] = await upload([file], (sent) => isKept(id) && update(id, { progress: sent }));
        update(id, { url, file: undefined, status: 'uploaded', progress: 1 });
      } catch (error) {
        if (!isKept(id)) return;
        if (error instanceof ApiError && isRefusedPhoto(error.code)) {
          // The server read the file and refused it (not a photo): keeping it would fail the post too.
          change((all) => all.filter((e) => e.id !== id));
          toast({ title: apiErrorText(error, t('photos.unreadable')), variant: 'destructive' });
          return;
        }
        update(id, { status: 'pending' });
        toast({ title: t('photos.tempFailed') });
      }
    },
    [change, isKept, t, update, upload],
  );

  const addFiles = useCallback(
    (chosen: File[]) => {
      const room = MAX_PHOTOS_PER_ITEM - entriesRef.current.length;
      if (chosen.length > room) toast({ title: t('photos.limit'), variant: 'destructive' });
      const files = chosen.slice(0, Math.max(0, room));
      const added = files.map((file): PhotoEntry => ({ id: newId(), previewUrl: URL.createObjectURL(file), file, status: 'preparing', progress: 0 }));
      change((all) => [...all, ...added]);
      const jobs = added.map((entry, index) => {
        const job = sendOne(entry.id, files[index]).finally(() => work.current.delete(job));
        work.current.add(job);
        return job;
      });
      return Promise.all(jobs).then(() => undefined);
    },
    [change, sendOne, t],
  );

  /** Resolves once no photo is being shrunk or uploaded (photos chosen meanwhile included). */
  const settled = useCallback(async () => {
    while (work.current.size) await Promise.allSettled([...work.current]);
    return photosToPost(entriesRef.current);
  }, []);

  const remove = useCallback(
    (id: string) => {
      change((all) => {
        revokePreview(all.find((e) => e.id === id));
        return all.filter((e) => e.id !== id);
      });
    },
    [change],
  );

  const reset = useCallback((urls: string[]) => change(() => urls.map(uploadedEntry)), [change]);

  const waiting = countWaiting(entries);
  const { urls: uploadedUrls, files: pendingFiles } = photosToPost(entries);
  return {
    entries,
    addFiles,
    remove,
    reset,
    settled,
    isFull: entries.length >= MAX_PHOTOS_PER_ITEM,
    /** Photos still being shrunk or uploaded. */
    waitingCount: waiting,
    isUploading: waiting > 0,
    uploadedUrls,
    pendingFiles,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
