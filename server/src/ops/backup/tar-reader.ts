/**
 * Unpacks a tar stream written by tar-writer.ts into a directory, streaming each file to disk (a
 * database dump may be larger than memory). Only regular files whose names the caller allows are
 * written, and never outside the directory: an archive is input from outside, like an upload.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import { BLOCK, checksumOf } from './tar-writer';

export interface ExtractOptions {
  input: AsyncIterable<Buffer>;
  directory: string;
  isAllowedName(name: string): boolean;
}

interface OpenFile {
  out: WriteStream;
  /** Bytes of the file still to come, then bytes of padding to the next block. */
  left: number;
  padding: number;
}

/** Unpacks every entry; answers each file's name and size. Throws on a damaged or cut-short archive. */
export async function extractTar({ input, directory, isAllowedName }: ExtractOptions): Promise<Map<string, number>> {
  const root = path.resolve(directory);
  const sizes = new Map<string, number>();
  let pending: Buffer = Buffer.alloc(0);
  let file: OpenFile | undefined;
  let ended = false;

  /** Consumes what it can of `pending`; false when it needs more input. */
  const step = async (): Promise<boolean> => {
    if (file && file.left > 0) {
      if (!pending.length) return false;
      const part = pending.subarray(0, Math.min(file.left, pending.length));
      pending = pending.subarray(part.length);
      file.left -= part.length;
      if (!file.out.write(part)) await once(file.out, 'drain');
      return true;
    }
    if (file) {
      const skipped = Math.min(file.padding, pending.length);
      pending = pending.subarray(skipped);
      file.padding -= skipped;
      if (file.padding > 0) return false;
      file.out.end();
      await finished(file.out);
      file = undefined;
      return true;
    }
    if (pending.length < BLOCK) return false;
    const header = pending.subarray(0, BLOCK);
    pending = pending.subarray(BLOCK);
    if (header.every((byte) => byte === 0)) {
      ended = true;
      return false;
    }
    file = await openEntry(parseHeader(header));
    return true;
  };

  const openEntry = async (entry: { name: string; size: number }): Promise<OpenFile> => {
    if (!isAllowedName(entry.name) || sizes.has(entry.name)) throw new Error(`unexpected entry in the archive: ${JSON.stringify(entry.name)}`);
    const target = path.resolve(root, entry.name);
    if (!target.startsWith(root + path.sep)) throw new Error(`entry escapes the directory: ${entry.name}`);
    await mkdir(path.dirname(target), { recursive: true });
    sizes.set(entry.name, entry.size);
    return { out: createWriteStream(target, { mode: 0o600 }), left: entry.size, padding: (BLOCK - (entry.size % BLOCK)) % BLOCK };
  };

  try {
    // Reading goes on after the end marker, so gzip checks its checksum at the end of the stream.
    for await (const chunk of input) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (!ended && (await step()));
    }
  } finally {
    // A half-written file is abandoned (the caller removes the folder): its late write errors are moot.
    file?.out.on('error', () => {}).destroy();
  }
  if (!ended) throw new Error('the archive is incomplete (it ends in the middle): copy it again from where it was kept');
  return sizes;
}

function parseHeader(header: Buffer): { name: string; size: number } {
  if (readOctal(header, 148, 8) !== checksumOf(header)) throw new Error('the archive is damaged (a header checksum does not match)');
  if (header.toString('latin1', 257, 262) !== 'ustar') throw new Error('not an Okota backup (not a ustar archive)');
  const type = String.fromCharCode(header[156]);
  if (type !== '0' && type !== '\u0000') throw new Error(`not an Okota backup (entry type ${JSON.stringify(type)})`);
  const name = cString(header, 0, 100);
  const prefix = cString(header, 345, 155);
  return { name: prefix ? `${prefix}/${name}` : name, size: readSize(header) };
}

function cString(header: Buffer, offset: number, length: number): string {
  const end = header.indexOf(0, offset);
  return header.toString('latin1', offset, end === -1 || end > offset + length ? offset + length : end);
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = cString(header, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('the archive is damaged (a header is not readable)');
  return parseInt(text, 8);
}

function readSize(header: Buffer): number {
  if (!(header[124] & 0x80)) return readOctal(header, 124, 12);
  let size = 0;
  for (let i = 125; i < 136; i++) size = size * 256 + header[i];
  return size;
}
