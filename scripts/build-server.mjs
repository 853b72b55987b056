#!/usr/bin/env node
// Bundles the server into server/dist/main.mjs (about a second), so `npm start` runs plain
// JavaScript: no TypeScript loader in the running process (about 55 MB less memory, a faster
// start). Packages stay in node_modules; the shared rules package is bundled from its source.
// server/dist sits at the same depth as server/src, so paths the server derives from its own
// file (the repository root, the migrations) resolve the same from both (docs/decisions/0120).
import { cpSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'server/dist');

/**
 * One entry file bundled as the server is: plain JavaScript, packages left in node_modules, the
 * shared rules package bundled from its source. Also used by ops.mjs for backup and restore.
 */
export async function bundleServerEntry(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // A contract loads its schemas with import() so the web can leave them out of first
        // screens (docs/decisions/0274). Bundled into one file, esbuild would make every module
        // those reach lazily initialised, and a server module reading a shared constant at its top
        // could then read it before it is set (lost-report matching did: `date_found - undefined`).
        // In the server the schemas are wanted at start anyway: the imports are made static.
        name: 'contract-schemas-static',
        setup(builder) {
          builder.onLoad({ filter: /packages[\\/]shared[\\/]src[\\/]contracts[\\/][^\\/]+\.api\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            const specifiers = [...new Set([...source.matchAll(/import\(('[^']+')\)/g)].map((match) => match[1]))];
            const names = new Map(specifiers.map((specifier, i) => [specifier, `__contractSchemas${i}`]));
            const imports = specifiers.map((specifier) => `import * as ${names.get(specifier)} from ${specifier};`).join('\n');
            const contents = source
              .replace(/await import\(('[^']+')\)/g, (_, specifier) => names.get(specifier))
              .replace(/import\(('[^']+')\)/g, (_, specifier) => `Promise.resolve(${names.get(specifier)})`);
            return { contents: `${imports}\n${contents}`, loader: 'ts' };
          });
        },
      },
      {
        name: 'packages-stay-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@okota/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  // esbuild keeps a helper process for the next build; there is none.
  await stop();
}

export async function buildServer() {
  rmSync(outDir, { recursive: true, force: true });
  await bundleServerEntry(path.join(root, 'server/src/main.ts'), path.join(outDir, 'main.mjs'));
  cpSync(path.join(root, 'server/src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return path.join(outDir, 'main.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`built ${path.relative(root, await buildServer())}`);
}
