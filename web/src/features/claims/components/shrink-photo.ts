/**
 * A phone photo is often 3-8 MB; on slow, paid data the claimer sends a JPEG of at most 2000 px
 * instead (a few hundred KB), which still shows a receipt or a serial number clearly.
 */
import { canvasToBlob, drawPhoto } from '../../../lib/draw-photo';

const MAX_SIDE_PX = 2000;
const SHRINK_ABOVE_BYTES = 1024 * 1024;

export async function shrinkPhoto(file: File): Promise<File> {
  if (!/^image\/(jpeg|png)$/.test(file.type) || file.size <= SHRINK_ABOVE_BYTES) return file;
  try {
    const drawn = await drawPhoto(file, MAX_SIDE_PX);
    if (!drawn) return file;
    const blob = await canvasToBlob(drawn.canvas, 'image/jpeg', 0.85);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
