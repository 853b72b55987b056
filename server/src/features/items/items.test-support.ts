/** Helpers for the items tests: multipart bodies, real image files made with sharp, a database that counts its statements. */
import sharp from 'sharp';
import type { Executor } from '../../db/client';

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
export async function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  }
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A camera-like JPEG that says where it was taken (EXIF with GPS position). */
export function jpegWithGps(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'OkotaTestCam', Model: 'Finder Phone' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
}

export const photoPart = (bytes: Buffer, field = 'photos', name = 'photo.jpg', type = 'image/jpeg'): FilePart => ({ field, name, type, bytes });

export function itemFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Blue Nokia phone',
    description: 'A blue Nokia phone with a cracked screen, found on a matatu seat.',
    categoryId: '1',
    location: 'Nairobi',
    nearLocation: 'Kencom bus stage',
    dateFound: '2025-01-15',
    verificationQuestion1: 'What is the wallpaper on the phone?',
    ...overrides,
  };
}

/** `db`, counting the statements sent through `execute` (how many questions a lookup asks). */
export function countingStatements(db: Executor): { db: Executor; counter: { statements: number } } {
  const counter = { statements: 0 };
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute') return (...args: unknown[]) => (counter.statements++, (target.execute as (...a: unknown[]) => unknown)(...args));
      return Reflect.get(target, key, receiver);
    },
  }) as Executor;
  return { db: counted, counter };
}
