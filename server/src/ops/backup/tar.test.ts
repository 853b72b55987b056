import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { OLD_WRITER_ARCHIVE_GZ_BASE64, OLD_WRITER_ENTRIES } from './fixtures/old-writer-archive';
import { extractTar } from './tar-reader';
import { writeTar, type TarEntry } from './tar-writer';

async function tarBytes(entries: TarEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeTar(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Feeds the bytes in awkward pieces, as a gunzip stream would, to exercise every boundary. */
async function* inPieces(bytes: Buffer, size = 333): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('backup archives (tar)', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'okota-tar-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const longName = `files/${'a'.repeat(60)}/${'b'.repeat(60)}/${'c'.repeat(90)}.webp`;
  const contents: Record<string, Buffer> = {
    'database/postgres.dump': randomBytes(70_000),
    'instance/empty': Buffer.alloc(0),
    'instance/one-block': randomBytes(512),
    [longName]: randomBytes(1),
  };
  const entries = () => Object.entries(contents).map(([name, body]) => ({ name, size: body.length, body }));

  it('unpacks what it packed, byte for byte, and so does the system tar', async () => {
    const bytes = await tarBytes(entries());
    const sizes = await extractTar({ input: inPieces(bytes), directory, isAllowedName: () => true });
    expect(Object.fromEntries(sizes)).toEqual(Object.fromEntries(Object.entries(contents).map(([n, b]) => [n, b.length])));
    for (const [name, body] of Object.entries(contents)) expect((await readFile(path.join(directory, name))).equals(body)).toBe(true);

    // An operator can open a backup without Okota: GNU tar reads the same bytes.
    const archive = path.join(directory, 'backup.tar.gz');
    await writeFile(archive, gzipSync(bytes));
    const unpacked = path.join(directory, 'by-system-tar');
    execFileSync('mkdir', ['-p', unpacked]);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    for (const [name, body] of Object.entries(contents)) expect((await readFile(path.join(unpacked, name))).equals(body)).toBe(true);
  });

  it('unpacks a backup written before tar-stream, and one written by the system tar', async () => {
    const old = gunzipSync(Buffer.from(OLD_WRITER_ARCHIVE_GZ_BASE64, 'base64'));
    const sizes = await extractTar({ input: inPieces(old), directory, isAllowedName: () => true });
    expect([...sizes]).toEqual(OLD_WRITER_ENTRIES);
    for (const [i, [name, size]] of OLD_WRITER_ENTRIES.entries()) {
      expect((await readFile(path.join(directory, name))).equals(Buffer.alloc(size, 65 + i))).toBe(true);
    }

    // An operator's repacked backup (GNU tar, ustar like ours) restores too.
    const source = path.join(directory, 'by-system-tar');
    for (const [name, body] of Object.entries(contents)) {
      execFileSync('mkdir', ['-p', path.dirname(path.join(source, name))]);
      await writeFile(path.join(source, name), body);
    }
    const archive = path.join(directory, 'system.tar');
    execFileSync('tar', ['--format=ustar', '-cf', archive, '-C', source, ...Object.keys(contents)]);
    const unpacked = path.join(directory, 'unpacked');
    const fromSystem = await extractTar({ input: inPieces(await readFile(archive), 4096), directory: unpacked, isAllowedName: () => true });
    expect(Object.fromEntries(fromSystem)).toEqual(Object.fromEntries(Object.entries(contents).map(([n, b]) => [n, b.length])));
    for (const [name, body] of Object.entries(contents)) expect((await readFile(path.join(unpacked, name))).equals(body)).toBe(true);
  });

  it('refuses directories, links and other entries a backup never has', async () => {
    const source = path.join(directory, 'with-a-folder');
    execFileSync('mkdir', ['-p', path.join(source, 'instance')]);
    await writeFile(path.join(source, 'instance', 'secret'), 'x');
    const archive = path.join(directory, 'folder.tar');
    execFileSync('tar', ['--format=ustar', '-cf', archive, '-C', source, 'instance']);
    await expect(extractTar({ input: inPieces(await readFile(archive)), directory: path.join(directory, 'out'), isAllowedName: () => true })).rejects.toThrow(
      /not an Okota backup \(entry "instance\/" is a directory\)/,
    );
  });

  it('refuses entries that would land outside the folder or are not allowed', async () => {
    const evil = await tarBytes([{ name: '../escaped.webp', size: 3, body: Buffer.from('bad') }]);
    await expect(extractTar({ input: inPieces(evil), directory, isAllowedName: () => true })).rejects.toThrow(/escapes/);
    const absolute = await tarBytes([{ name: '/tmp/okota-absolute.webp', size: 3, body: Buffer.from('bad') }]);
    await expect(extractTar({ input: inPieces(absolute), directory, isAllowedName: () => true })).rejects.toThrow(/escapes/);
    const unexpected = await tarBytes(entries());
    await expect(extractTar({ input: inPieces(unexpected), directory, isAllowedName: (n) => n !== 'instance/empty' })).rejects.toThrow(/unexpected entry/);
  });

  it('refuses an archive cut short or with a damaged header', async () => {
    const bytes = await tarBytes(entries());
    await expect(extractTar({ input: inPieces(bytes.subarray(0, 40_000)), directory, isAllowedName: () => true })).rejects.toThrow(/incomplete/);
    const damaged = Buffer.from(bytes);
    damaged[10] ^= 0xff;
    await expect(extractTar({ input: inPieces(damaged), directory, isAllowedName: () => true })).rejects.toThrow(/damaged/);
  });

  it('refuses to write a file whose size changed while it was read', async () => {
    await expect(tarBytes([{ name: 'instance/grew', size: 2, body: Buffer.from('three') }])).rejects.toThrow(/changed while it was read/);
  });

  it('writes sizes of 8 GiB and more in base-256, as GNU tar does', async () => {
    // A body that never comes: only the header is read.
    const never: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<Buffer>>(() => {}) }) };
    const stream = writeTar([{ name: 'database/postgres.dump', size: 9 * 1024 ** 3, body: never }]);
    const { value: header } = await stream.next();
    expect(header![124]).toBe(0x80);
    expect(header!.readUIntBE(130, 6)).toBe(9 * 1024 ** 3);
  });
});
