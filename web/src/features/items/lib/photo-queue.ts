/**
 * What the post and edit forms know about their photos, as plain functions: a photo is shown the
 * moment it is chosen, then shrunk, then uploaded; until each one is either on the server or
 * waiting to travel with the post, Post waits for it (issue 19, point 3; docs/decisions/0213).
 */
import type { ErrorCode } from '@okota/shared/error-codes';
import type { KeyOf } from '../../../i18n';

export type PhotoStatus = 'preparing' | 'uploading' | 'uploaded' | 'pending';

export interface PhotoEntry {
  id: string;
  previewUrl: string;
  /** Set once the server has it. */
  url?: string;
  /** The shrunk file, while it is not uploaded. */
  file?: File;
  status: PhotoStatus;
  /** Share of the upload's bytes sent, 0 to 1. */
  progress: number;
}

/** Still being shrunk or sent: posting now would leave it behind. */
export const isWaiting = (entry: Pick<PhotoEntry, 'status'>) => entry.status === 'preparing' || entry.status === 'uploading';

export const countWaiting = (entries: ReadonlyArray<Pick<PhotoEntry, 'status'>>) => entries.filter(isWaiting).length;

/**
 * The percentage shown on an uploading photo. The last bytes are sent before the server has read
 * and re-encoded the photo, so it stays at 99 until the server answers.
 */
export function uploadPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(99, Math.floor(progress * 100));
}

/** The photos a post carries: those the server holds, and those whose upload failed (sent with the post). */
export function photosToPost(entries: ReadonlyArray<PhotoEntry>): { urls: string[]; files: File[] } {
  return {
    urls: entries.flatMap((e) => (e.url ? [e.url] : [])),
    files: entries.flatMap((e) => (!e.url && e.file && e.status === 'pending' ? [e.file] : [])),
  };
}

/** The form fields in the order they are shown, with the label each is known by. */
const FIELD_LABELS: ReadonlyArray<readonly [field: string, labelKey: KeyOf<'items'>, number?: number]> = [
  ['title', 'form.title'],
  ['categoryId', 'form.category'],
  ['location', 'form.county'],
  ['documentNumber', 'form.documentNumber'],
  ['nearLocation', 'form.nearLocation'],
  ['dateFound', 'form.dateFound'],
  ['description', 'form.description'],
  ['verificationQuestion1', 'form.question', 1],
  ['verificationAnswer1', 'form.answer'],
  ['verificationQuestion2', 'form.question', 2],
  ['verificationAnswer2', 'form.answer'],
  ['verificationQuestion3', 'form.question', 3],
  ['verificationAnswer3', 'form.answer'],
];

/** The labels of the fields that hold the post back, in the form's order, each once. */
export function fieldsToFix(errors: Record<string, unknown>, label: (key: KeyOf<'items'>, number?: number) => string): string[] {
  const labels = FIELD_LABELS.filter(([field]) => errors[field]).map(([, key, number]) => label(key, number));
  return [...new Set(labels)];
}

export type PostBlocker = { kind: 'photos'; count: number } | { kind: 'fields'; labels: string[] } | null;

/**
 * Why Post cannot go yet. Photos still on their way disable it; fields are checked when Post is
 * tapped (so the form can point at each one), and are then named beside the button.
 */
export function postBlocker({ waitingPhotos, fieldLabels }: { waitingPhotos: number; fieldLabels: string[] }): PostBlocker {
  if (waitingPhotos > 0) return { kind: 'photos', count: waitingPhotos };
  if (fieldLabels.length) return { kind: 'fields', labels: fieldLabels };
  return null;
}

/** The server read the photo and refused it (not a photo, too big, one too many): sent again with the post, it would fail the post too. */
const REFUSED_PHOTO: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'PHOTO_UNSUPPORTED',
  'PHOTO_UNREADABLE',
  'PHOTO_TOO_LARGE',
  'PHOTO_TOO_MANY_PIXELS',
  'TOO_MANY_PHOTOS',
]);

/** Told by the refusal's code, not its status: anything else (a dropped connection, a limit) leaves the photo to travel with the post. */
export const isRefusedPhoto = (code: ErrorCode | undefined): boolean => code !== undefined && REFUSED_PHOTO.has(code);
