/**
 * Multipart intake for the items routes. A preValidation hook reads every part: text fields
 * become the body (so one zod schema validates the JSON and the multipart form alike) and the
 * files wait in filesOf(request). Parser limits turn into 400s with the spec's messages.
 */
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { MAX_PHOTOS_PER_ITEM, MAX_PHOTO_BYTES, MESSAGES } from '@okota/shared';
import { badRequest } from '../../lib/errors';
import { PHOTO_MESSAGES } from '../../lib/images';

/** Registered with @fastify/multipart: at most five 10 MB files and a few small fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS_PER_ITEM,
  fields: 40,
  fieldSize: 20 * 1024,
  fieldNameSize: 100,
  parts: MAX_PHOTOS_PER_ITEM + 40,
  headerPairs: 100,
};

const files = new WeakMap<FastifyRequest, Buffer[]>();

export const filesOf = (request: FastifyRequest): Buffer[] => files.get(request) ?? [];

/** A preValidation hook that reads a multipart form whose files arrive in `fileField`. */
export function readPhotoForm(fileField: string): preValidationAsyncHookHandler {
  return async function readForm(request) {
    if (!request.isMultipart()) return;
    const fields: Record<string, string | string[]> = {};
    const photos: Buffer[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value !== 'string') continue;
          const previous = fields[part.fieldname];
          fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
        } else if (part.fieldname === fileField) {
          const bytes = await part.toBuffer();
          // Browsers send an empty part for a file input left empty.
          if (bytes.length > 0) photos.push(bytes);
        } else {
          await part.toBuffer();
          throw badRequest(`Unexpected file field '${part.fieldname}'`);
        }
      }
    } catch (error) {
      throw asClientError(error);
    }
    files.set(request, photos);
    request.body = fields;
  };
}

function asClientError(error: unknown): unknown {
  if ((error as { statusCode?: number }).statusCode === 400) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(MESSAGES.tooManyImages);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(PHOTO_MESSAGES.tooLarge);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid form field name');
  // Busboy's own errors (a cut-off upload, a malformed boundary) are the client's, not ours.
  if (!code || code.startsWith('FST_') || /multipart|boundary|unexpected end/i.test(String((error as Error).message))) {
    return badRequest('The upload could not be read. Please try again.');
  }
  return error;
}
