/**
 * Where the form reader (read-photo-form.ts) puts photos while their request is served: one folder
 * per request under the system's temporary folder (TMPDIR), removed when the answer has been sent
 * or the client went away. Busboy stops passing a file's bytes on at 10 MB (the multipart
 * `fileSize` limit), so no file here is larger, and none is ever held whole in memory.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

export const TEMPORARY_FOLDER_PREFIX = 'okota-upload-';

/** A photo as received: lib/images.ts reads it from the file. */
export interface ReceivedPhoto {
  path: string;
  bytes: number;
}

/** The request's folder, made when the first file arrives. */
export function temporaryFolderFor(reply: FastifyReply): { path(): Promise<string> } {
  let folder: Promise<string> | undefined;
  let isClosed = false;
  const remove = (dir: string) =>
    rm(dir, { recursive: true, force: true }).catch((error: unknown) => {
      reply.log.warn({ err: error, dir }, 'could not remove temporary uploads');
    });
  // 'close' comes once the answer is sent, or when the client leaves before that.
  reply.raw.once('close', () => {
    isClosed = true;
    void folder?.then(remove, () => {});
  });
  return {
    path() {
      folder ??= mkdtemp(path.join(tmpdir(), TEMPORARY_FOLDER_PREFIX)).then((dir) => {
        // The client left before the first file: nothing will be served from it.
        if (isClosed) void remove(dir);
        return dir;
      });
      return folder;
    },
  };
}

/** Streams one file part to disk, counting its bytes on the way. */
export async function saveToTemporaryFile(part: MultipartFile, folder: string): Promise<ReceivedPhoto> {
  const filePath = path.join(folder, randomBytes(8).toString('hex'));
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(part.file, counter, createWriteStream(filePath));
  return { path: filePath, bytes };
}
