/**
 * POST /api/items/{id}/verify takes JSON, or multipart when a proof photo comes along. For
 * multipart, this preValidation hook reads the parts: the text fields become the body (so the
 * same zod schema validates both forms) and the file waits in proofOf(request).
 */
import type { FastifyRequest } from 'fastify';
import { MAX_PROOF_BYTES } from '@okota/shared';
import { AppError, badRequest } from '../../lib/errors';
import { PROOF_SIZE_MESSAGE } from './proof-file';

const proofs = new WeakMap<FastifyRequest, Buffer>();

export const proofOf = (request: FastifyRequest): Buffer | undefined => proofs.get(request);

export async function readClaimForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { fileSize: MAX_PROOF_BYTES, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'proofPhoto') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) proofs.set(request, bytes);
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  request.body = fields;
}

function asClientError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('CLAIM_PROOF_TOO_LARGE', PROOF_SIZE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one proof photo at most');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  // Busboy's own errors (a cut-off upload, a missing boundary) carry no status: they are the client's too.
  const isParserError =
    (error as { statusCode?: number }).statusCode ||
    !code ||
    code.startsWith('FST_') ||
    /multipart|boundary|unexpected end/i.test(String((error as Error).message));
  if (isParserError) return badRequest('The form could not be read. Please try again.');
  return error;
}
