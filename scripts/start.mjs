#!/usr/bin/env node
// npm start: builds the web app if no build exists, then serves everything on one port.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// `npm run demo` / `npm start -- --demo`: the server fills the database with demo data, then serves.
const serverArgs = process.argv.includes('--demo') ? ['--demo'] : [];
if (serverArgs.length && process.env.NODE_ENV === 'production') {
  console.error('Refusing to add demo data: NODE_ENV is production. Demo data is for a development database only.');
  process.exit(1);
}

// The first screens' renderer (web/dist/.ssr, docs/decisions/0252) is part of the build: a build from before it is redone.
if (!existsSync(path.join(root, 'web/dist/index.html')) || !existsSync(path.join(root, 'web/dist/.ssr/entry-server.mjs'))) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync(npm, ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server is bundled on every start (about a second), so it is never older than its source.
const entry = await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', entry, ...serverArgs], {
  cwd: root,
  stdio: 'inherit',
  // A fixed malloc threshold: scrypt's blocks go back to the OS (server/src/lib/memory-settings.ts).
  env: { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
