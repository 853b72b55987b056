/**
 * A phone photo is 3-8 MB; a finder on paid mobile data should send a few hundred KB. Photos are
 * redrawn on a canvas at most 1600 px on the longest side (what the server keeps anyway) and
 * encoded as WebP where the browser can, else JPEG. Anything the browser cannot draw is sent as
 * it is, and the server decides.
 */
import { canvasToBlob, drawPhoto } from '../../../lib/draw-photo';

const MAX_SIDE_PX = 1600;
const QUALITY = 0.82;

export async function downscalePhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  try {
    const drawn = await drawPhoto(file, MAX_SIDE_PX);
    if (!drawn) return file;
    const { canvas, scale } = drawn;
    // Safari before 17 returns PNG for an unsupported type: check what came back.
    let blob = await canvasToBlob(canvas, 'image/webp', QUALITY);
    if (!blob || blob.type !== 'image/webp') blob = await canvasToBlob(canvas, 'image/jpeg', QUALITY);
    if (!blob || (blob.size >= file.size && scale === 1 && /^image\/(jpeg|png|webp)$/.test(file.type))) return file;
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    return new File([blob], `${file.name.replace(/\.\w+$/, '') || 'photo'}.${extension}`, { type: blob.type });
  } catch {
    return file;
  }
}
