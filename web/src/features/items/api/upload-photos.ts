/** Photo uploads ahead of a post (guests too) or an edit (signed in); both come back as URLs. */
import { postFormWithProgress } from './post-form-with-progress';
import * as itemsApi from '@okota/shared/contracts/items.api';

/** `onProgress` hears the share of the request's bytes sent so far (0 to 1). */
export type PhotoUpload = (files: File[], onProgress?: (sent: number) => void) => Promise<string[]>;

export const uploadTempImages: PhotoUpload = async (files, onProgress) => {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  const answer = await postFormWithProgress(itemsApi.uploadTemporaryPhotos, form, onProgress);
  return answer.images.map((image) => image.url);
};

export const uploadEditPhotos: PhotoUpload = async (files, onProgress) => {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const answer = await postFormWithProgress(itemsApi.uploadPhotos, form, onProgress);
  return answer.photos.map((photo) => photo.url);
};
