/** Expired temporary photos are deleted every 10 minutes by each server process (idempotent). */
import type { FastifyInstance } from 'fastify';
import { cleanUpTemporaryPhotos } from './upload-photos';

const EVERY_MS = 10 * 60 * 1000;

export function startTempUploadCleanup(app: FastifyInstance): void {
  const run = () => {
    cleanUpTemporaryPhotos(app.ctx).catch((error) => app.log.warn({ err: error }, 'temporary photo clean-up failed'));
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
