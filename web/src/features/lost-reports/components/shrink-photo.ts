/**
 * A phone photo is 3-8 MB; the owner on paid mobile data sends at most 1600 px (what the server
 * keeps anyway) as JPEG. Anything the browser cannot draw is sent as it is, and the server decides.
 */
const MAX_SIDE_PX = 1600;

export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    return blob && (blob.size < file.size || scale < 1) ? blob : file;
  } catch {
    return file;
  }
}
