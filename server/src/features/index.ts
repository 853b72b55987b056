/**
 * The domain features, each a Fastify plugin with its own routes. Add a feature here and it is
 * served, documented in /api/docs and covered by the error handler.
 */
import type { FastifyPluginAsync } from 'fastify';
import { publicRoutes } from './public/public.routes';
import { adminRoutes } from './admin/admin.routes';
import { itemsRoutes } from './items/items.routes';
import { claimsRoutes } from './claims/claims.routes';
import { contactRoutes } from './contact/contact.routes';
import { authRoutes } from './auth/auth.routes';
import { devRoutes } from './dev/dev.routes';
import { messageRoutes } from './messages/messages.routes';
import { notificationsFeature } from './notifications/notifications.plugin';
import { reviewRoutes } from './reviews/reviews.routes';
import { paymentsFeature } from './payments/payments.plugin';
import { dashboardRoutes } from './dashboards/dashboards.routes';
import { profileRoutes } from './profile/profile.routes';
import { lostReportsRoutes } from './lost-reports/lost-reports.routes';
import { personalDataRoutes } from './personal-data/personal-data.routes';
import { metricsFeature } from './metrics/metrics.routes';
import { smsFeature } from './sms/sms.plugin';
import { documentsRoutes } from './documents/documents.routes';
import { ussdRoutes } from './ussd/ussd.routes';
import { sharingRoutes } from './sharing/sharing.routes';
import { organisationsFeature } from './organisations/organisations.plugin';
import { whatsappFeature } from './whatsapp/whatsapp.plugin';

export const featureRoutes: FastifyPluginAsync[] = [
  metricsFeature,
  publicRoutes as FastifyPluginAsync,
  itemsRoutes as FastifyPluginAsync,
  contactRoutes as FastifyPluginAsync,
  authRoutes,
  devRoutes as FastifyPluginAsync,
  claimsRoutes as FastifyPluginAsync,
  notificationsFeature,
  messageRoutes as FastifyPluginAsync,
  reviewRoutes as FastifyPluginAsync,
  adminRoutes,
  paymentsFeature,
  dashboardRoutes as FastifyPluginAsync,
  profileRoutes as FastifyPluginAsync,
  lostReportsRoutes as FastifyPluginAsync,
  personalDataRoutes as FastifyPluginAsync,
  smsFeature,
  documentsRoutes as FastifyPluginAsync,
  ussdRoutes as FastifyPluginAsync,
  sharingRoutes as FastifyPluginAsync,
  organisationsFeature,
  whatsappFeature,
];
