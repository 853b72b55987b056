/** Photo uploads ahead of a post (guests too) or an edit (signed in); both come back as URLs. */
import { api } from '../../../lib/api';

export async function uploadTempImages(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  const answer = await api<{ images: Array<{ url: string }> }>('/api/upload-temp-images', { method: 'POST', body: form });
  return answer.images.map((image) => image.url);
}

export async function uploadEditPhotos(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const answer = await api<{ photos: Array<{ url: string }> }>('/api/items/upload-photos', { method: 'POST', body: form });
  return answer.photos.map((photo) => photo.url);
}
