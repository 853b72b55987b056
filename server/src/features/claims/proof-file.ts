/**
 * The optional proof photo: JPG, PNG or PDF up to 5 MB, recognised by its bytes, not its name.
 * Photos are re-encoded so their metadata (EXIF GPS: where the claimer lives) never reaches the
 * finder; a PDF is kept as sent.
 */
import sharp from 'sharp';
import { MAX_PROOF_BYTES } from '@okota/shared';
import { AppError } from '../../lib/errors';

export type ProofKind = 'jpg' | 'png' | 'pdf';

export const PROOF_CONTENT_TYPES: Record<ProofKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const PROOF_TYPE_MESSAGE = 'The proof photo must be a JPG, PNG or PDF file';
export const PROOF_SIZE_MESSAGE = 'The proof photo must be 5 MB or smaller';
const PROOF_UNREADABLE_MESSAGE = 'The proof photo could not be read. Please choose another file.';

/** Large enough for a phone camera photo, small enough to refuse decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_SIDE_PX = 2400;

export function sniffProofKind(bytes: Buffer): ProofKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

/** Checks the file and returns what will be stored. */
export async function prepareProofFile(bytes: Buffer): Promise<{ kind: ProofKind; bytes: Buffer }> {
  if (bytes.length > MAX_PROOF_BYTES) throw new AppError('CLAIM_PROOF_TOO_LARGE', PROOF_SIZE_MESSAGE);
  const kind = sniffProofKind(bytes);
  if (!kind) throw new AppError('CLAIM_PROOF_TYPE', PROOF_TYPE_MESSAGE, { errors: { proofPhoto: PROOF_TYPE_MESSAGE } });
  if (kind === 'pdf') return { kind, bytes };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    const encoded = kind === 'jpg' ? await image.jpeg({ quality: 85 }).toBuffer() : await image.png().toBuffer();
    return { kind, bytes: encoded };
  } catch {
    throw new AppError('CLAIM_PROOF_UNREADABLE', PROOF_UNREADABLE_MESSAGE, { errors: { proofPhoto: PROOF_UNREADABLE_MESSAGE } });
  }
}
