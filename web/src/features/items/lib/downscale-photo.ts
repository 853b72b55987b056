/**
 * A phone photo is 3-8 MB; a finder on paid mobile data should send a few hundred KB. Photos are
 * redrawn on a canvas at most 1600 px on the longest side (what the server keeps anyway) and
 * encoded as WebP where the browser can, else JPEG. Anything the browser cannot draw is sent as
 * it is, and the server decides.
 */
const MAX_SIDE_PX = 1600;
const QUALITY = 0.82;

async function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

export async function downscalePhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // Safari before 17 returns PNG for an unsupported type: check what came back.
    let blob = await encode(canvas, 'image/webp');
    if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob || (blob.size >= file.size && scale === 1 && /^image\/(jpeg|png|webp)$/.test(file.type))) return file;
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    return new File([blob], `${file.name.replace(/\.\w+$/, '') || 'photo'}.${extension}`, { type: blob.type });
  } catch {
    return file;
  }
}
