/**
 * The reviews feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../reviews' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
import type { FastifyPluginAsync } from 'fastify';
import { reviewRoutes } from './reviews.routes';

/** The feature as the app registers it (server/src/features/index.ts). */
export const reviewsFeature: FastifyPluginAsync = async (app) => {
  await app.register(reviewRoutes);
};
