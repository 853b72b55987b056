/**
 * Builds the whole server: infrastructure plugins, then the domain features. Tests call
 * buildApp with an in-memory database and talk to it with app.inject.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, trustProxyOption, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createJobQueue } from './lib/jobs';
import { JOB_REGISTRY } from './features/job-registry';
import { loggerOptions } from './lib/logging';
import { registerRequestId, requestIdFor } from './lib/request-id';
import { createStorage } from './integrations/storage/storage';
import { serveUploads } from './integrations/storage/serve-uploads';
import { registerErrorHandler } from './plugins/error-handler';
import { registerNulGuard } from './plugins/reject-nul-characters';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerAuth } from './plugins/auth';
import { securitySchemes } from './plugins/openapi-security';
import { extendToken, findTokenOwnerIncludingEnded, findUserByToken } from './features/auth';
import { createCatalogueVersion, mayHaveWritten } from './features/items';
import { registerWeb } from './plugins/web';
import { registerRouteAccess, withRouteConfig } from './plugins/route-access';
import { featureRoutes } from './features';
import { createPageHeads } from './features/seo';
import type { AppContext } from './context';

export interface BuildOptions {
  config?: Config;
  /** Reuse an open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: boolean | object;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config),
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 10_000,
    routerOptions: { maxParamLength: 200 },
    // The proxy's X-Request-Id when it is a sane token, read by genReqId itself (lib/request-id.ts):
    // Fastify's requestIdHeader would take any text the header holds into every log line.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // A malformed address (bad percent-encoding) or a path part longer than maxParamLength (no id
    // or slug is that long) gets the same `{message}` as every other error, not Fastify's own error
    // object with its internal code; the router refuses it before any id is parsed.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 400 : 500;
      (reply as unknown as FastifyReply)
        .status(status)
        .send({ message: status === 400 ? 'The address of this request is not valid' : 'Something went wrong. Please try again later.' });
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir }));
  const catalogue = createCatalogueVersion(database);
  const ctx: AppContext = {
    config,
    db: database.db,
    database,
    mail: options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    storage: createStorage(config),
    log: app.log,
    jobs: createJobQueue({ db: database.db, log: app.log, definitions: JOB_REGISTRY, afterRun: () => catalogue.markWritten() }),
    catalogue,
  };
  app.decorate('ctx', ctx);
  // Before any route: every route declares who may call it, and one hook enforces it.
  registerRouteAccess(app);
  registerRequestId(app);
  app.addHook('onClose', async () => {
    ctx.mail.close();
    if (!options.database) await database.close();
  });

  await seedDatabase(ctx.db, config, app.log);
  await catalogue.start();
  app.addHook('preClose', async () => catalogue.stop());
  // Before any answer to a request that may have written goes out (catalogue-version.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (mayHaveWritten(request)) catalogue.markWritten();
    done(null, payload);
  });

  registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  // Per IP across the API and pages; the app's static files are not counted (plugins/web.ts).
  await app.register(rateLimit, { max: 1200, timeWindow: '1 minute', allowList: (request) => request.routeOptions.config?.isStaticFile === true });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Okota API', version: '1.0.0', description: 'Lost-and-found marketplace for Kenya' },
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map is for developers: public on their machines, admins only in production (docs/decisions/0237).
  const docsAccess = config.isProduction ? 'admin' : 'public';
  await app.register(withRouteConfig(swaggerUi, { access: docsAccess, readOnly: true }), { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  registerNulGuard(app);
  registerAuth(app, { findUserByToken, findTokenOwnerIncludingEnded, extendToken });

  await serveUploads(app, ctx.storage);
  for (const routes of featureRoutes) await app.register(routes);

  // Tests run due jobs themselves (ctx.jobs.runDueJobs()); the worker stops before the database closes.
  if (!config.isTest) app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('preClose', async () => ctx.jobs.stop());

  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.join(rootDir, 'web/dist');
  await registerWeb(app, {
    distDir: webDist,
    publicUrl: config.publicUrl,
    pages: await createPageHeads(config.WEB_SSR_ENTRY ? path.resolve(config.WEB_SSR_ENTRY) : path.join(webDist, '.ssr', 'entry-server.mjs')),
  });

  return app as unknown as FastifyInstance;
}
