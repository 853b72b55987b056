/**
 * The domain features, each registered through its front door (<feature>/index.ts exports
 * <feature>Feature, docs/decisions/0272). Add a feature here and it is served, documented in
 * /api/docs and covered by the error handler.
 */
import type { FastifyPluginAsync } from 'fastify';
import { publicFeature } from './public';
import { adminFeature } from './admin';
import { itemsFeature } from './items';
import { claimsFeature } from './claims';
import { contactFeature } from './contact';
import { authFeature } from './auth';
import { devFeature } from './dev';
import { messagesFeature } from './messages';
import { notificationsFeature } from './notifications';
import { reviewsFeature } from './reviews';
import { paymentsFeature } from './payments';
import { dashboardsFeature } from './dashboards';
import { profileFeature } from './profile';
import { lostReportsFeature } from './lost-reports';
import { personalDataFeature } from './personal-data';
import { metricsFeature } from './metrics';
import { smsFeature } from './sms';
import { documentsFeature } from './documents';
import { ussdFeature } from './ussd';
import { sharingFeature } from './sharing';
import { organisationsFeature } from './organisations';
import { whatsappFeature } from './whatsapp';

export const featureRoutes: FastifyPluginAsync[] = [
  metricsFeature,
  publicFeature,
  itemsFeature,
  contactFeature,
  authFeature,
  devFeature,
  claimsFeature,
  notificationsFeature,
  messagesFeature,
  reviewsFeature,
  adminFeature,
  paymentsFeature,
  dashboardsFeature,
  profileFeature,
  lostReportsFeature,
  personalDataFeature,
  smsFeature,
  documentsFeature,
  ussdFeature,
  sharingFeature,
  organisationsFeature,
  whatsappFeature,
];
