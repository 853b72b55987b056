/**
 * Writes a POSIX tar (ustar) stream entry by entry, so an operator can list or unpack any Okota
 * backup with `tar -xzf` and no Okota code at all. The bytes are tar-stream's (docs/decisions/0254;
 * before, about fifty lines of our own, docs/decisions/0185): regular files, mode 0600, names we chose.
 */
import { pack, type Pack } from 'tar-stream';

type Sink = ReturnType<Pack['entry']>;

export interface TarEntry {
  /** Relative, '/'-separated, ASCII; longer than 100 characters: in ustar's prefix and name (or a PAX header, which every tar reads). */
  name: string;
  size: number;
  body: Buffer | AsyncIterable<Buffer | Uint8Array>;
  mtime?: Date;
}

/** The tar stream of the entries, ending with the two empty blocks that mark its end. */
export async function* writeTar(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncGenerator<Buffer> {
  const archive = pack();
  const writing = writeEntries(archive, entries).then(
    () => archive.finalize(),
    (error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  try {
    for await (const chunk of archive) yield chunk as Buffer;
  } finally {
    // Stopped early (the file could not be written): no entry may wait for a reader any more.
    if (!archive.destroyed) archive.destroy();
    await writing;
  }
}

async function writeEntries(archive: Pack, entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Promise<void> {
  for await (const entry of entries) {
    checkName(entry.name);
    const sink = archive.entry({ name: entry.name, size: entry.size, mode: 0o600, mtime: entry.mtime ?? new Date(), type: 'file' });
    const done = new Promise<void>((resolve, reject) => {
      sink.once('error', reject);
      sink.once('finish', resolve);
      sink.once('close', resolve);
    });
    // Awaited below; on a refusal before that, the archive's own error is the one reported.
    done.catch(() => {});
    let written = 0;
    const chunks = Buffer.isBuffer(entry.body) ? [entry.body] : entry.body;
    for await (const chunk of chunks) {
      written += chunk.length;
      // A file that grew while it was read would shift every later header: refuse, not guess.
      if (written > entry.size) break;
      if (!sink.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) await drainOf(sink);
    }
    if (written !== entry.size) {
      const error = new Error(`${entry.name} changed while it was read (${entry.size} bytes expected, ${written} read)`);
      sink.destroy(error);
      throw error;
    }
    sink.end(undefined);
    await done;
  }
}

function drainOf(sink: Sink): Promise<void> {
  return new Promise((resolve, reject) => {
    // The archive was given up (its reader stopped): no drain will come.
    if (sink.destroyed) return reject(new Error('the archive was closed before it was complete'));
    const settle = (error?: Error) => {
      sink.off('drain', settle);
      sink.off('close', settle);
      sink.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    sink.once('drain', settle);
    sink.once('close', settle);
    sink.once('error', settle);
  });
}

/** Names we chose, in a form every tar and file system takes: nothing to escape or to encode. */
function checkName(name: string): void {
  if (!/^[A-Za-z0-9._/-]+$/.test(name)) throw new Error(`unsupported name in a backup: ${JSON.stringify(name)}`);
}
