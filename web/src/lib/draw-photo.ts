/**
 * A photo redrawn on a canvas, at most `maxSide` px on its longest side and upright as the
 * camera meant it: the shared first step of every photo the app shrinks before sending (items,
 * claim proofs, lost reports). Each caller chooses its format, quality and when to keep the
 * original. Null when the browser cannot draw images; throws when it cannot decode this one.
 */
export async function drawPhoto(file: File, maxSide: number): Promise<{ canvas: HTMLCanvasElement; scale: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return { canvas, scale };
}

export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
