/** Files in a directory (DATA_DIR/uploads by default): the single-machine default. */
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, contentTypeForKey, publicUrlFor } from './keys';
import type { Storage } from './storage-interface';

export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  /** The key is checked by pattern, and the resolved path must still be inside the root. */
  const pathFor = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };

  return {
    kind: 'local',
    async put(key, body) {
      const target = pathFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      const target = pathFor(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { body: createReadStream(target), contentType: contentTypeForKey(key), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(pathFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    url: publicUrlFor,
  };
}
