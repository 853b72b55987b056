/**
 * The admin's organisations (issue 28): the list by status with item counts, and the four
 * decisions. `access: 'admin'` is the same guard as every /api/admin route (plugins/route-access.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { adminOrganisationsQuery, adminOrganisationsResponse, organisation, organisationStatusBody } from '@okota/shared/contracts/organisations.contract';
import { currentUser } from '../../plugins/auth';
import { security } from '../../plugins/openapi-security';
import { changeOrganisationStatus, ORGANISATION_ACTIONS, type OrganisationAction } from './change-organisation-status';
import { listAdminOrganisations } from './list-admin-organisations';
import { reviewOrganisationTexts, type TextsDecision } from './review-organisation-texts';

const tags = ['admin'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const SUMMARIES: Record<OrganisationAction, string> = {
  verify: 'Verify a pending organisation: its members may post items',
  reject: 'Reject a pending application',
  suspend: 'Suspend a verified organisation: it cannot post until reinstated',
  reinstate: 'Reinstate a suspended organisation (verified again)',
};

export const adminOrganisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/organisations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Organisations, newest first, optionally of one status, with items held and collected',
        querystring: adminOrganisationsQuery,
        response: { 200: adminOrganisationsResponse, ...errors },
      },
    },
    async (request) => listAdminOrganisations(app.ctx.db, request.query.status),
  );

  for (const action of Object.keys(ORGANISATION_ACTIONS) as OrganisationAction[]) {
    app.post(
      `/api/admin/organisations/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          security,
          summary: SUMMARIES[action],
          params: z.object({ id: z.uuid('Invalid organisation id') }),
          body: organisationStatusBody,
          response: { 200: z.object({ organisation }), ...errors },
        },
      },
      async (request) =>
        changeOrganisationStatus({
          ctx: app.ctx,
          adminId: currentUser(request).id,
          organisationId: request.params.id,
          action,
          reason: request.body?.reason,
        }),
    );
  }

  // A verified organisation's landmark and hours held in doubt (docs/decisions/0265).
  for (const [path, decision, summary] of [
    ['apply-texts', 'apply', "Put an organisation's landmark and hours held in doubt on its page"],
    ['drop-texts', 'drop', "Discard an organisation's landmark and hours held in doubt"],
  ] as Array<[string, TextsDecision, string]>) {
    app.post(
      `/api/admin/organisations/:id/${path}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          security,
          summary,
          params: z.object({ id: z.uuid('Invalid organisation id') }),
          response: { 200: z.object({ organisation }), ...errors },
        },
      },
      async (request) => reviewOrganisationTexts({ ctx: app.ctx, adminId: currentUser(request).id, organisationId: request.params.id, decision }),
    );
  }
};
