/**
 * The production rehearsal (`npm run rehearse`, and in .ci/run): Okota as an operator runs it.
 * PostgreSQL, an S3-compatible store (s3rver), an SMTP sink, the Daraja and Africa's Talking
 * simulators as processes of their own, two server processes with NODE_ENV=production and MPESA_ENV=sandbox (the bundled
 * server, started with the Dockerfile's command), and Caddy in front serving HTTPS with its
 * internal CA. The browser journey (e2e/journey.test.ts) runs through Caddy with Chromium trusting
 * that CA; halfway through, one server process is killed, and the journey must still finish.
 * Afterwards the database is checked: one completed payment and one payout for the journey's item,
 * no job failed or done twice, no notification sent twice.
 *
 * REHEARSAL_DATABASE_URL: a PostgreSQL server to create a throwaway database on (CI passes its
 * own); otherwise a throwaway cluster is started (needs Debian's postgresql). Needs `caddy`,
 * `certutil` (libnss3-tools) and `chromium`: .ci/run installs them.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webPush from 'web-push';
import { buildServer } from '../../scripts/build-server.mjs';
import { SIMULATOR_CREDENTIALS } from '../src/integrations/daraja/daraja-settings';
import { AT_SIMULATOR_CREDENTIALS } from '../src/integrations/africastalking/at-settings';
import { startTestSmtp } from '../test/smtp';
import { createThrowawayDatabase } from '../test/throwaway-database';
import { findPgBin, freePort, startPgCluster, type PgCluster } from '../test/reliability/pg-cluster';
import { checkBooks } from './check-books';
import { PRODUCTION_COMMAND } from './production-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'okota-rehearsal-'));
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
const log = (line: string) => console.log(`[rehearsal] ${line}`);
const REHEARSAL_ADMIN_PASSWORD = 'Rehearsal-Tembo-Jua-7316';

function start(name: string, command: string, args: string[], env: Record<string, string | undefined>): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = path.join(work, `${name}.log`);
  child.stdout?.on('data', (chunk) => writeFileSync(out, chunk, { flag: 'a' }));
  child.stderr?.on('data', (chunk) => writeFileSync(out, chunk, { flag: 'a' }));
  child.once('exit', (code, signal) => log(`${name} exited (${code ?? signal})`));
  children.push(child);
  return child;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (logs in ${work})`);
}

const answers = (url: string) => async () => (await fetch(url)).ok;

/** This process started before Caddy's CA existed, so it is given the CA for this request. */
function httpsAnswers(url: string, ca: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    https
      .get(url, { ca }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

async function database(): Promise<{ url: string }> {
  const serverUrl = process.env.REHEARSAL_DATABASE_URL;
  if (serverUrl) {
    const db = await createThrowawayDatabase(serverUrl, 'okota_rehearsal');
    cleanups.push(() => db.drop());
    return { url: db.url };
  }
  const pgBin = findPgBin();
  if (!pgBin) throw new Error('No PostgreSQL found: set REHEARSAL_DATABASE_URL or apt-get install postgresql');
  const cluster: PgCluster = await startPgCluster(pgBin);
  cleanups.push(() => cluster.destroy());
  return { url: cluster.url };
}

async function main(): Promise<void> {
  for (const tool of ['caddy', 'certutil']) {
    try {
      execFileSync('which', [tool], { stdio: 'ignore' });
    } catch {
      throw new Error(`${tool} is missing: apt-get install caddy libnss3-tools`);
    }
  }
  log(`working in ${work}`);
  if (!existsSync(path.join(root, 'web/dist/index.html'))) execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  await buildServer();

  const { url: databaseUrl } = await database();
  const smtp = await startTestSmtp();
  cleanups.push(() => smtp.close());

  const s3Port = await freePort();
  const s3Dir = path.join(work, 's3');
  mkdirSync(s3Dir);
  start(
    's3rver',
    process.execPath,
    [
      path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
      '--address',
      '127.0.0.1',
      '--port',
      String(s3Port),
      '--directory',
      s3Dir,
      '--configure-bucket',
      'okota-photos',
      '--silent',
    ],
    {},
  );
  await waitFor('s3rver', async () => (await fetch(`http://127.0.0.1:${s3Port}/`)).status < 500);

  const darajaPort = await freePort();
  // Caddy first: its CA must exist before anyone who calls through it starts.
  const httpsPort = await freePort();
  const serverPorts = [await freePort(), await freePort()];
  const publicUrl = `https://localhost:${httpsPort}`;
  const caddyData = path.join(work, 'caddy-data');
  start('caddy', 'caddy', ['run', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    XDG_DATA_HOME: caddyData,
    XDG_CONFIG_HOME: path.join(work, 'caddy-config'),
    HOME: work,
    SITE_ADDRESS: `localhost:${httpsPort}`,
    UPSTREAMS: serverPorts.map((port) => `127.0.0.1:${port}`).join(' '),
    TLS_ISSUER: 'internal',
    CADDY_HTTP_PORT: String(await freePort()),
  });
  const caRoot = path.join(caddyData, 'caddy/pki/authorities/local/root.crt');
  await waitFor("Caddy's internal CA", () => existsSync(caRoot));
  // The simulator posts its callbacks to PUBLIC_URL, through Caddy: it must trust Caddy's CA.
  start('daraja-simulator', process.execPath, ['--import', 'tsx', 'server/src/integrations/daraja/simulator/standalone.ts'], {
    PORT: String(darajaPort),
    CALLBACK_DELAY_MS: '1500',
    NODE_EXTRA_CA_CERTS: caRoot,
  });
  await waitFor('the Daraja simulator', async () => (await fetch(`http://127.0.0.1:${darajaPort}/__control/state`)).ok);
  // Africa's Talking's simulator too: SMS codes and alerts, delivery reports back through Caddy.
  const smsPort = await freePort();
  const atCallbackKey = 'rehearsal-at-callback-key-0123456789abcdef';
  start('sms-simulator', process.execPath, ['--import', 'tsx', 'server/src/integrations/africastalking/simulator/standalone.ts'], {
    PORT: String(smsPort),
    REPORT_URL: `${publicUrl}/api/sms/delivery-reports?key=${atCallbackKey}`,
    NODE_EXTRA_CA_CERTS: caRoot,
  });
  await waitFor('the SMS simulator', async () => (await fetch(`http://127.0.0.1:${smsPort}/__sim/outbox`)).ok);

  const vapid = webPush.generateVAPIDKeys();
  const production = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, 'data'),
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'okota-photos',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Okota <no-reply@okota.test>',
    SUPPORT_PHONE: '0709 123 400',
    MPESA_ENV: 'sandbox',
    MPESA_BASE_URL: `http://127.0.0.1:${darajaPort}`,
    MPESA_CONSUMER_KEY: SIMULATOR_CREDENTIALS.consumerKey,
    MPESA_CONSUMER_SECRET: SIMULATOR_CREDENTIALS.consumerSecret,
    MPESA_SHORTCODE: SIMULATOR_CREDENTIALS.shortcode,
    MPESA_PASSKEY: SIMULATOR_CREDENTIALS.passkey,
    MPESA_B2C_SHORTCODE: SIMULATOR_CREDENTIALS.b2cShortcode,
    MPESA_INITIATOR_NAME: SIMULATOR_CREDENTIALS.initiatorName,
    MPESA_SECURITY_CREDENTIAL: SIMULATOR_CREDENTIALS.securityCredential,
    MPESA_CALLBACK_SECRET: 'rehearsal-callback-secret-0123456789abcdef',
    ANALYTICS_SALT: 'rehearsal-analytics-salt',
    SMS_ENV: 'sandbox',
    AT_BASE_URL: `http://127.0.0.1:${smsPort}`,
    AT_USERNAME: AT_SIMULATOR_CREDENTIALS.username,
    AT_API_KEY: AT_SIMULATOR_CREDENTIALS.apiKey,
    AT_CALLBACK_KEY: atCallbackKey,
    DOCUMENT_HASH_KEY: 'rehearsal-document-hash-key-0123456789abcdef',
    // Production refuses the tests' default admin password (config-secrets.ts); the journey is told this one.
    ADMIN_EMAIL: 'admin@okota.test',
    ADMIN_PASSWORD: REHEARSAL_ADMIN_PASSWORD,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    NODE_EXTRA_CA_CERTS: caRoot,
    LOG_LEVEL: 'warn',
  };
  const [command, ...args] = PRODUCTION_COMMAND;
  const servers = serverPorts.map((port, i) =>
    start(`server-${i + 1}`, command === 'node' ? process.execPath : command, args, { ...production, PORT: String(port) }),
  );
  for (const port of serverPorts) await waitFor(`server on ${port}`, answers(`http://127.0.0.1:${port}/api/health`));
  const ca = readFileSync(caRoot);
  await waitFor('Caddy in front of the servers', () => httpsAnswers(`${publicUrl}/api/health`, ca));

  // Chromium trusts Caddy's CA through an NSS database of its own, never the machine's.
  const browserHome = path.join(work, 'browser-home');
  const nssDb = path.join(browserHome, '.pki/nssdb');
  mkdirSync(nssDb, { recursive: true });
  execFileSync('certutil', ['-N', '-d', `sql:${nssDb}`, '--empty-password']);
  execFileSync('certutil', ['-A', '-d', `sql:${nssDb}`, '-t', 'C,,', '-n', 'okota-rehearsal-caddy', '-i', caRoot]);

  // The journey asks here, halfway, for one server process to die.
  let killed = false;
  const control = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/kill-one-server' && !killed) {
      killed = true;
      log('killing server-1 (SIGKILL) halfway through the journey');
      servers[0].kill('SIGKILL');
    }
    response.end(JSON.stringify({ killed }));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => control.close(() => resolve())));
  const controlUrl = `http://127.0.0.1:${(control.address() as { port: number }).port}`;

  log(`journey through ${publicUrl}`);
  const journey = spawn('npx', ['vitest', 'run', '--project', 'e2e', 'e2e/journey.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_EXTRA_CA_CERTS: caRoot,
      REHEARSAL_BASE_URL: publicUrl,
      REHEARSAL_SMTP_API: smtp.apiUrl,
      REHEARSAL_SMS_API: `http://127.0.0.1:${smsPort}/__sim/outbox`,
      REHEARSAL_CONTROL_URL: controlUrl,
      REHEARSAL_BROWSER_HOME: browserHome,
      REHEARSAL_ADMIN_PASSWORD,
    },
  });
  const journeyCode = await new Promise<number | null>((resolve) => journey.once('exit', resolve));
  if (journeyCode !== 0) throw new Error(`the journey failed through the proxy (logs in ${work})`);
  if (!killed) throw new Error('the journey never asked for a server process to be killed');

  // Stopped gracefully first: jobs in hand are given back, nothing is half-done when we look.
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(
    servers.map((server) => (server.exitCode !== null || server.signalCode !== null ? undefined : new Promise((resolve) => server.once('exit', resolve)))),
  );
  const problems = await checkBooks(databaseUrl);
  if (problems.length) throw new Error(`after the journey:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  log('passed: the journey finished through Caddy with one server killed; nothing lost or done twice');
}

async function stopAll(): Promise<void> {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}

try {
  await main();
  await stopAll();
  if (!process.env.KEEP_REHEARSAL) rmSync(work, { recursive: true, force: true });
  process.exit(0);
} catch (error) {
  console.error(`[rehearsal] ${(error as Error).message}`);
  await stopAll();
  process.exit(1);
}
