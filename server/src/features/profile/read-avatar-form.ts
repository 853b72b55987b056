/**
 * POST /api/profile/avatar takes multipart/form-data with one file in `avatar`. This
 * preValidation hook reads it (at most 5 MB) and keeps it for the handler.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from './avatar-image';

const uploads = new WeakMap<FastifyRequest, Buffer>();

export const avatarOf = (request: FastifyRequest): Buffer | undefined => uploads.get(request);

export async function readAvatarForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError('AVATAR_MISSING', AVATAR_MESSAGES.missing);
  try {
    const parts = request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'avatar' && bytes.length > 0) uploads.set(request, bytes);
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (!uploads.has(request)) throw new AppError('AVATAR_MISSING', AVATAR_MESSAGES.missing);
}

function asClientError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('AVATAR_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one photo at most');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  // Busboy's own errors (a cut-off upload, a malformed boundary) are the client's, not ours.
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode || !code || code.startsWith('FST_') || /multipart|boundary|unexpected end/i.test(String((error as Error).message))) {
    return badRequest('The upload could not be read. Please try again.');
  }
  return error;
}
