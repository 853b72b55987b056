/**
 * The personal-data feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../personal-data' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
import type { FastifyPluginAsync } from 'fastify';
import { personalDataRoutes } from './personal-data.routes';

export { DELETED_EMAIL_DOMAIN, isDeletedAccount } from './erase-account.repository';

/** The feature as the app registers it (server/src/features/index.ts). */
export const personalDataFeature: FastifyPluginAsync = async (app) => {
  await app.register(personalDataRoutes);
};
export { retentionJob } from './retention-job';
