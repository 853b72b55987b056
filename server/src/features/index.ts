/**
 * The domain features, each a Fastify plugin with its own routes. Add a feature here and it is
 * served, documented in /api/docs and covered by the error handler.
 */
import type { FastifyPluginAsync } from 'fastify';
import { publicRoutes } from './public/public.routes';
import { contactRoutes } from './contact/contact.routes';

export const featureRoutes: FastifyPluginAsync[] = [publicRoutes as FastifyPluginAsync, contactRoutes as FastifyPluginAsync];
