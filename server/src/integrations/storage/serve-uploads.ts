/**
 * GET /uploads/<key>: public photos from whichever storage is configured. Names are random and
 * never reused, so browsers and CDNs may keep them for a year. Keys under private/ answer 404
 * here; their owners' features serve them after an access check.
 * An 800 px rendition not made yet (a photo stored before they existed, docs/decisions/0223) is
 * answered with the full photo, kept only an hour, so a page never shows a broken image.
 */
import type { FastifyInstance } from 'fastify';
import * as siteApi from '@okota/shared/contracts/site.api';
import { registerRoute } from '../../plugins/register-route';
import { isPrivateKey, isSafeKey } from './keys';
import type { Storage } from './storage';
import { fullKeyOfMedium } from './stored-photos';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const STAND_IN_SECONDS = 60 * 60;

export async function serveUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  await registerRoute(
    app,
    siteApi.upload,
    async (request, reply) => {
      const key = decodeURIComponentSafe((request.params as { '*': string })['*']);
      if (!key || !isSafeKey(key) || isPrivateKey(key)) return reply.status(404).send({ message: 'File not found' });
      let file = await storage.get(key);
      const fullKey = file ? null : fullKeyOfMedium(key);
      if (fullKey) file = await storage.get(fullKey);
      if (!file) return reply.status(404).send({ message: 'File not found' });
      reply
        .header('Cache-Control', fullKey ? `public, max-age=${STAND_IN_SECONDS}` : `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', 'inline')
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (file.size !== undefined) reply.header('Content-Length', String(file.size));
      return reply.send(file.body);
    },
    // Cheap, cached, and a page of results asks for twenty at once: not worth a rate-limit hit.
    { rateLimit: false },
  );
}

function decodeURIComponentSafe(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
