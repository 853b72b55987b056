/**
 * The messages feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../messages' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
import type { FastifyPluginAsync } from 'fastify';
import { messageRoutes } from './messages.routes';

export { findPaidParties, itemExists, otherPartyOf } from './paid-parties.repository';

/** The feature as the app registers it (server/src/features/index.ts). */
export const messagesFeature: FastifyPluginAsync = async (app) => {
  await app.register(messageRoutes);
};
