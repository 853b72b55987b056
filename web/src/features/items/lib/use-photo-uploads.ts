/**
 * The photos of the post and edit forms (the spec's "Uploader image": url, isUploaded, file).
 * A photo is shrunk in the browser and uploaded as soon as it is chosen; if that upload fails
 * the file waits and travels with the post instead.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PHOTOS_PER_ITEM } from '@okota/shared/constants';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { translateMessage } from '../../../i18n/validation';
import { ITEMS_NS } from '../i18n';
import { downscalePhoto } from './downscale-photo';

export interface PhotoEntry {
  id: string;
  previewUrl: string;
  /** Set once the server has it. */
  url?: string;
  /** The shrunk file, while it is not uploaded. */
  file?: File;
  status: 'uploading' | 'uploaded' | 'pending';
}

let nextId = 0;
const newId = () => `photo-${++nextId}`;

export function usePhotoUploads(upload: (files: File[]) => Promise<string[]>, initialUrls: string[] = []) {
  const { t } = useTranslation(ITEMS_NS);
  const [entries, setEntries] = useState<PhotoEntry[]>(() => initialUrls.map((url) => ({ id: newId(), previewUrl: url, url, status: 'uploaded' })));
  const entriesRef = useRef(entries);
  entriesRef.current = entries;

  useEffect(() => () => entriesRef.current.forEach((e) => e.previewUrl.startsWith('blob:') && URL.revokeObjectURL(e.previewUrl)), []);

  const update = (id: string, change: Partial<PhotoEntry>) => setEntries((all) => all.map((e) => (e.id === id ? { ...e, ...change } : e)));

  const addFiles = useCallback(async (chosen: File[]) => {
    const room = MAX_PHOTOS_PER_ITEM - entriesRef.current.length;
    if (chosen.length > room) toast({ title: t('photos.limit'), variant: 'destructive' });
    const files = await Promise.all(chosen.slice(0, Math.max(0, room)).map(downscalePhoto));
    if (!files.length) return;
    const added = files.map((file) => ({ id: newId(), previewUrl: URL.createObjectURL(file), file, status: 'uploading' as const }));
    setEntries((all) => [...all, ...added]);
    try {
      const urls = await upload(files);
      added.forEach((entry, index) => update(entry.id, { url: urls[index], file: undefined, status: 'uploaded' }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        // The server read the files and refused them (not a photo): keeping them would fail the post too.
        setEntries((all) => all.filter((e) => !added.some((a) => a.id === e.id)));
        toast({ title: translateMessage(error.serverMessage) || t('photos.unreadable'), variant: 'destructive' });
        return;
      }
      added.forEach((entry) => update(entry.id, { status: 'pending' }));
      toast({ title: t('photos.tempFailed') });
    }
  }, [t, upload]);

  const remove = useCallback((id: string) => {
    setEntries((all) => {
      const gone = all.find((e) => e.id === id);
      if (gone?.previewUrl.startsWith('blob:')) URL.revokeObjectURL(gone.previewUrl);
      return all.filter((e) => e.id !== id);
    });
  }, []);

  const reset = useCallback((urls: string[]) => {
    setEntries(urls.map((url) => ({ id: newId(), previewUrl: url, url, status: 'uploaded' })));
  }, []);

  return {
    entries,
    addFiles,
    remove,
    reset,
    isFull: entries.length >= MAX_PHOTOS_PER_ITEM,
    isUploading: entries.some((e) => e.status === 'uploading'),
    uploadedUrls: entries.flatMap((e) => (e.url ? [e.url] : [])),
    pendingFiles: entries.flatMap((e) => (!e.url && e.file && e.status === 'pending' ? [e.file] : [])),
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
