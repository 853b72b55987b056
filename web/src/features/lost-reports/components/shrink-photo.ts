/**
 * A phone photo is 3-8 MB; the owner on paid mobile data sends at most 1600 px (what the server
 * keeps anyway) as JPEG. Anything the browser cannot draw is sent as it is, and the server decides.
 */
import { canvasToBlob, drawPhoto } from '../../../lib/draw-photo';

const MAX_SIDE_PX = 1600;

export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const drawn = await drawPhoto(file, MAX_SIDE_PX);
    if (!drawn) return file;
    const blob = await canvasToBlob(drawn.canvas, 'image/jpeg', 0.82);
    return blob && (blob.size < file.size || drawn.scale < 1) ? blob : file;
  } catch {
    return file;
  }
}
