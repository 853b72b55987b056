#!/usr/bin/env node
// npm run dev: the developer loop (docs/decisions/0254). The server runs from its TypeScript
// source under `tsx watch` and restarts when a file it imports changes (server/src, packages/shared);
// Vite serves the web app with hot reload and is the page origin: it passes the server's paths
// (API, WebSocket, uploads, simulators, sitemaps) on to the server. Ports: PORT for the server
// (default 5000), WEB_PORT for Vite (default 5173). Other variables reach the server as with npm start.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT ?? 5000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const api = `http://localhost:${apiPort}`;
const page = `http://localhost:${webPort}`;

/** Everything the server answers that is not a page of the web app. */
const SERVER_PATHS = ['/api', '/uploads', '/previews', '/sitemap.xml', '/sitemaps', '/metrics', '/__daraja', '/__at'];

// Links in e-mails and SMS, and payment callbacks, go to the page origin, which passes them on.
const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { PUBLIC_URL: page, ...process.env, PORT: String(apiPort) },
});

// Vite belongs to the web workspace: load it from there, with the web app's own config and the
// proxy pointed at this server's port.
const { createServer } = await import(pathToFileURL(createRequire(path.join(root, 'web/package.json')).resolve('vite')).href);
const vite = await createServer({
  root: path.join(root, 'web'),
  configFile: path.join(root, 'web/vite.config.ts'),
  server: {
    port: webPort,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, api])),
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});
await vite.listen();
console.log(`\n  Okota (development): open ${page}  (server on ${api}, restarts when its code changes)\n`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  await vite.close();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
server.on('exit', async (code) => {
  await stop('SIGTERM');
  process.exit(code ?? 0);
});
