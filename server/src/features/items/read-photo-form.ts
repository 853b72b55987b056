/**
 * Multipart intake for the photo routes. A preValidation hook reads every part: text fields
 * become the body (so one zod schema validates the JSON and the multipart form alike) and each
 * file streams to a temporary file whose path waits in filesOf(request), so five 10 MB photos are
 * never held in memory at once; the files go when the answer has been sent or the client left.
 * Routes that take uploads ahead of a post also count them against the caller's budget, asked
 * before a byte of the body is read. Parser limits turn into 400s with the spec's messages.
 */
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_PHOTOS_PER_ITEM, MAX_PHOTO_BYTES, MESSAGE_KEYS } from '@okota/shared';
import { AppError, badRequest } from '../../lib/errors';
import { PHOTO_MESSAGES } from '../../lib/images';
import { createUploadBudget, type UploadBudget } from './photo-upload-budget';
import { saveToTemporaryFile, temporaryFolderFor, type ReceivedPhoto } from './temporary-photo-files';

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

const files = new WeakMap<FastifyRequest, ReceivedPhoto[]>();

export const filesOf = (request: FastifyRequest): ReceivedPhoto[] => files.get(request) ?? [];

export interface PhotoFormOptions {
  /** Count the photos against the caller's upload budget (uploads ahead of a post, guests included). */
  limitUploads?: boolean;
}

/** A preValidation hook that reads a multipart form whose files arrive in `fileField`. */
export function readPhotoForm(fileField: string, options: PhotoFormOptions = {}): preValidationAsyncHookHandler {
  return async function readForm(request, reply) {
    if (!request.isMultipart()) return;
    const budget = options.limitUploads ? createUploadBudget(request.server.ctx.db, { ip: request.ip, userId: request.user?.id ?? null }) : undefined;
    if (budget) await refuseUnread(reply, () => budget.assertRoom());
    const folder = temporaryFolderFor(reply);
    const fields: Record<string, string | string[]> = {};
    const photos: ReceivedPhoto[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value !== 'string') continue;
          const previous = fields[part.fieldname];
          fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
        } else if (part.fieldname === fileField) {
          const photo = await receivePhoto(part, await folder.path(), budget, reply);
          // Browsers send an empty part for a file input left empty.
          if (photo.bytes > 0) photos.push(photo);
        } else {
          part.file.resume();
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

async function receivePhoto(part: MultipartFile, folder: string, budget: UploadBudget | undefined, reply: FastifyReply) {
  // Asked again before each photo: the caller may have used up the budget in this very request.
  if (budget) await refuseUnread(reply, () => budget.assertRoom());
  const photo = await saveToTemporaryFile(part, folder);
  if (part.file.truncated) throw new AppError('PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  if (budget && photo.bytes > 0) await refuseUnread(reply, () => budget.charge(photo.bytes));
  return photo;
}

/** A refusal while (the rest of) the body is unread: the connection closes rather than take it in. */
async function refuseUnread(reply: FastifyReply, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}

function asClientError(error: unknown): unknown {
  // Ours already (a 400 for a file, a 429 from the upload budget).
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode === 400) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError('TOO_MANY_PHOTOS', MESSAGE_KEYS.tooManyImages);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid form field name');
  // Busboy's own errors (a cut-off upload, a malformed boundary) are the client's, not ours.
  if (!code || code.startsWith('FST_') || /multipart|boundary|unexpected end/i.test(String((error as Error).message))) {
    return badRequest('The upload could not be read. Please try again.');
  }
  return error;
}
