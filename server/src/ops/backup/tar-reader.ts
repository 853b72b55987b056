/**
 * Unpacks a backup's tar stream into a directory with tar-stream, streaming each file to disk (a
 * database dump may be larger than memory). Only regular files whose names the caller allows are
 * written, and never outside the directory: an archive is input from outside, like an upload.
 * It reads what tar-writer.ts writes now and what our own writer wrote before (docs/decisions/0254).
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { extract } from 'tar-stream';

export interface ExtractOptions {
  input: AsyncIterable<Buffer>;
  directory: string;
  isAllowedName(name: string): boolean;
}

/** Unpacks every entry; answers each file's name and size. Throws on a damaged or cut-short archive. */
export async function extractTar({ input, directory, isAllowedName }: ExtractOptions): Promise<Map<string, number>> {
  const root = path.resolve(directory);
  const sizes = new Map<string, number>();
  const entries = extract();
  // Reading goes on to the end of the input, after the end marker too, so gzip checks its checksum.
  const feeding = pipeline(Readable.from(input), entries);
  // A cut-short or damaged input rejects this while the loop below still waits on a file: marked
  // handled at once (it is awaited below), so it is not an unhandled rejection in the meantime.
  feeding.catch(() => undefined);
  try {
    for await (const entry of entries) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file') throw new Error(`not an Okota backup (entry ${JSON.stringify(name)} is a ${type ?? 'special entry'})`);
      if (!isAllowedName(name) || sizes.has(name)) throw new Error(`unexpected entry in the archive: ${JSON.stringify(name)}`);
      const target = path.resolve(root, name);
      if (!target.startsWith(root + path.sep)) throw new Error(`entry escapes the directory: ${name}`);
      await mkdir(path.dirname(target), { recursive: true });
      sizes.set(name, size);
      await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
    }
    await feeding;
  } catch (error) {
    // The first cause wins: a cut-short input also ends the file being written, as a "premature close".
    const cause = await feeding.then(
      () => error,
      (fed: unknown) => (isOurs(error) ? error : fed),
    );
    throw explain(cause);
  }
  return sizes;
}

function isOurs(error: unknown): boolean {
  return error instanceof Error && /^(not an Okota backup|unexpected entry|entry escapes)/.test(error.message);
}

/** tar-stream's words for what went wrong, in an operator's. */
function explain(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (/Unexpected end of data/.test(message)) {
    return new Error('the archive is incomplete (it ends in the middle): copy it again from where it was kept', { cause: error });
  }
  if (/Invalid tar header/.test(message) && /unknown format/.test(message)) return new Error('not an Okota backup (not a ustar archive)', { cause: error });
  if (/Invalid tar header|Invalid header/.test(message)) return new Error('the archive is damaged (a header checksum does not match)', { cause: error });
  return error;
}
