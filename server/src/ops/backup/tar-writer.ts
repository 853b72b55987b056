/**
 * Writes a POSIX tar (ustar) stream entry by entry, so an operator can list or unpack any Okota
 * backup with `tar -xzf` and no Okota code at all. We write our own (about fifty lines) rather than
 * add a dependency: we only ever need regular files with names we chose (docs/decisions/0185).
 */
export const BLOCK = 512;

export interface TarEntry {
  /** Relative, '/'-separated, ASCII; at most 255 characters (split into ustar's prefix and name). */
  name: string;
  size: number;
  body: Buffer | AsyncIterable<Buffer | Uint8Array>;
  mtime?: Date;
}

/** The tar stream of the entries, ending with the two empty blocks that mark its end. */
export async function* writeTar(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield tarHeader(entry);
    let written = 0;
    const chunks = Buffer.isBuffer(entry.body) ? [entry.body] : entry.body;
    for await (const chunk of chunks) {
      written += chunk.length;
      // A file that grew while it was read would shift every later header: refuse, not guess.
      if (written > entry.size) break;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    if (written !== entry.size) throw new Error(`${entry.name} changed while it was read (${entry.size} bytes expected, ${written} read)`);
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(2 * BLOCK);
}

export function tarHeader(entry: Pick<TarEntry, 'name' | 'size' | 'mtime'>): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(entry.name);
  header.write(name, 0, 100, 'latin1');
  writeOctal(header, 0o600, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeSize(header, entry.size);
  writeOctal(header, Math.floor((entry.mtime ?? new Date()).getTime() / 1000), 136, 12);
  header.write('0', 156, 'latin1');
  header.write('ustar\u000000', 257, 'latin1');
  header.write(prefix, 345, 155, 'latin1');
  // The checksum is summed with its own field read as spaces.
  header.fill(0x20, 148, 156);
  writeOctal(header, checksumOf(header), 148, 7);
  return header;
}

export function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return sum;
}

function splitName(full: string): { prefix: string; name: string } {
  if (!/^[A-Za-z0-9._/-]+$/.test(full)) throw new Error(`unsupported name in a backup: ${JSON.stringify(full)}`);
  if (full.length <= 100) return { prefix: '', name: full };
  for (let cut = full.indexOf('/'); cut !== -1; cut = full.indexOf('/', cut + 1)) {
    if (cut <= 155 && full.length - cut - 1 <= 100) return { prefix: full.slice(0, cut), name: full.slice(cut + 1) };
  }
  throw new Error(`name too long for a backup: ${full}`);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'latin1');
}

/** Up to 8 GiB in octal; beyond that in base-256 (high bit set), as GNU tar and bsdtar read it. */
function writeSize(header: Buffer, size: number): void {
  if (size < 8 ** 11) return writeOctal(header, size, 124, 12);
  header[124] = 0x80;
  let rest = size;
  for (let i = 135; i > 124; i--) {
    header[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
}
