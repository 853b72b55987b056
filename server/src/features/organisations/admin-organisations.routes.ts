/**
 * The admin's organisations (issue 28): the list by status with item counts, and the four
 * decisions. `access: 'admin'` is the same guard as every /api/admin route (plugins/route-access.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as adminOrganisationsApi from '@okota/shared/contracts/admin-organisations.api';
import { registerRoute } from '../../plugins/register-route';
import { currentUser } from '../../plugins/auth';
import { changeOrganisationStatus, type OrganisationAction } from './change-organisation-status';
import { listAdminOrganisations } from './list-admin-organisations';
import { reviewOrganisationTexts, type TextsDecision } from './review-organisation-texts';

const DECISIONS: Array<[typeof adminOrganisationsApi.verify, OrganisationAction]> = [
  [adminOrganisationsApi.verify, 'verify'],
  [adminOrganisationsApi.reject, 'reject'],
  [adminOrganisationsApi.suspend, 'suspend'],
  [adminOrganisationsApi.reinstate, 'reinstate'],
];

// A verified organisation's landmark and hours held in doubt (docs/decisions/0265).
const TEXTS_REVIEWS: Array<[typeof adminOrganisationsApi.applyTexts, TextsDecision]> = [
  [adminOrganisationsApi.applyTexts, 'apply'],
  [adminOrganisationsApi.dropTexts, 'drop'],
];

export const adminOrganisationsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminOrganisationsApi.list, async (request) => listAdminOrganisations(app.ctx.db, request.query.status));

  for (const [route, action] of DECISIONS) {
    await registerRoute(app, route, async (request) =>
      changeOrganisationStatus({ ctx: app.ctx, adminId: currentUser(request).id, organisationId: request.params.id, action, reason: request.body?.reason }),
    );
  }

  for (const [route, decision] of TEXTS_REVIEWS) {
    await registerRoute(app, route, async (request) =>
      reviewOrganisationTexts({ ctx: app.ctx, adminId: currentUser(request).id, organisationId: request.params.id, decision }),
    );
  }
};
