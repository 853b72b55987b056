/**
 * Starts the server and stops it gracefully within 10 s of SIGTERM or SIGINT (a deploy, a
 * container stop, Ctrl-C), so the proxy moves users to the other processes without an error:
 *   1. stop accepting connections at once, so the proxy's next attempt goes elsewhere;
 *   2. tell signed-in WebSockets to reconnect (close code 1012, "service restart");
 *   3. close the app: the job worker takes no new job and hands a job still running after 5 s
 *      back to the queue (lib/jobs.ts), requests in flight finish;
 *   4. at 8 s, cut the connections still open (a phone that stopped sending), so the database
 *      closes cleanly; at 9.5 s, exit whatever is left (exit code 1): an orchestrator's 10 s
 *      grace (docker stop) never has to SIGKILL us.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_REFUSED_IN_PRODUCTION, fillDemoData } from './features/demo';
import { closeEverySocket } from './features/notifications';
import { boundHeapGrowth } from './lib/memory-settings';

const CUT_CONNECTIONS_AFTER_MS = 8_000;
const EXIT_AFTER_MS = 9_500;

async function main(): Promise<void> {
  boundHeapGrowth();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // `npm run demo` (npm start -- --demo): serve as usual, with demo data added once listening
  // (the SMS and e-mails it causes go through the simulators this server serves).
  const withDemoData = process.argv.includes('--demo');
  if (withDemoData && config.isProduction) {
    console.error(DEMO_REFUSED_IN_PRODUCTION);
    process.exit(1);
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error('still closing after 9.5 s; exiting');
      process.exit(1);
    }, EXIT_AFTER_MS).unref();
    setTimeout(() => app.server.closeAllConnections(), CUT_CONNECTIONS_AFTER_MS).unref();
    // Fastify closes the listener only after its preClose hooks (the job worker among them);
    // closing it now refuses new connections at once. Its own close later waits for the drain.
    app.server.close();
    const sockets = closeEverySocket();
    await app.close();
    app.log.info({ sockets, ms: Date.now() - started }, 'closed');
    process.exit(0);
  };
  // A request in flight at the signal is answered with `Connection: close`, so its connection (a
  // browser's, or the proxy's kept-alive one) ends with it instead of holding the drain until the
  // cut, and the proxy sends its next request to another process.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Okota is serving on ${config.publicUrl}`);
  if (withDemoData) {
    const added = await fillDemoData(app.ctx);
    app.log.info(added, `demo data ready: sign in as ${DEMO_PEOPLE.map((p) => p.email).join(', ')} with the password ${DEMO_PASSWORD}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
