#!/usr/bin/env node
// npm run backup / npm run restore: bundles the operation in server/src/ops/ the way the server is
// bundled (build-server.mjs's bundleServerEntry: plain JavaScript, packages from node_modules, about a second) and runs
// it in this process, so it reads the environment exactly as the server does (loadConfig).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServerEntry } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const operations = ['backup', 'restore'];

const [name, ...args] = process.argv.slice(2);
if (!operations.includes(name)) {
  console.error(`usage: node scripts/ops.mjs <${operations.join('|')}> [arguments]`);
  process.exit(2);
}

// npm runs scripts from the repository root; a file named on the command line is meant from
// where the operator typed it.
const from = process.env.INIT_CWD ?? process.cwd();
// A trailing '/' (a folder to write into) survives.
const resolved = args.map((arg) => (arg.startsWith('--') ? arg : `${path.resolve(from, arg)}${arg.endsWith('/') ? '/' : ''}`));

const outfile = path.join(root, 'server/dist/ops', `${name}.mjs`);
await bundleServerEntry(path.join(root, `server/src/ops/${name}.cli.ts`), outfile);
process.setSourceMapsEnabled(true);
process.argv = [process.argv[0], outfile, ...resolved];
await import(pathToFileURL(outfile).href);
