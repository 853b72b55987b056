/**
 * The organisations API for people (issue 28, docs/decisions/0240): applying, "my
 * organisations", settings, members and invitations, and the public page. Routes are thin: their
 * contract (@okota/shared/contracts/organisations.api.ts), one operation; who may act for an
 * organisation is organisation-access.ts's. /api/organisations/mine is a static route, so it wins
 * over the public /{slug}; "mine" is also a reserved slug.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { currentUser } from '../../plugins/auth';
import { registerRoute } from '../../plugins/register-route';
import { acceptInvitation } from './accept-invitation';
import { applyOrganisation } from './apply-organisation';
import { getPublicOrganisation } from './get-public-organisation';
import { inviteMember } from './invite-member';
import { listMyOrganisations } from './list-my-organisations';
import { listOrganisationMembers, removeMember } from './manage-members';
import { updateOrganisationSettings } from './update-organisation';

export const organisationsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  await registerRoute(app, organisationsApi.apply, async (request, reply) =>
    reply.status(201).send(await applyOrganisation({ ctx, applicant: currentUser(request), body: request.body })),
  );

  await registerRoute(app, organisationsApi.mine, async (request) => listMyOrganisations(ctx.db, currentUser(request)));

  await registerRoute(app, organisationsApi.page, async (request) => getPublicOrganisation(ctx.db, { slug: request.params.slug, query: request.query }));

  await registerRoute(app, organisationsApi.updateSettings, async (request) =>
    updateOrganisationSettings({ ctx, manager: currentUser(request), organisationId: request.params.id, body: request.body }),
  );

  await registerRoute(app, organisationsApi.members, async (request) =>
    listOrganisationMembers({ ctx, manager: currentUser(request), organisationId: request.params.id }),
  );

  await registerRoute(app, organisationsApi.inviteMember, async (request, reply) =>
    reply
      .status(201)
      .send(await inviteMember({ ctx, manager: currentUser(request), organisationId: request.params.id, phone: request.body.phone, role: request.body.role })),
  );

  await registerRoute(app, organisationsApi.acceptInvitation, async (request) =>
    acceptInvitation({ ctx, user: currentUser(request), organisationId: request.params.id }),
  );

  await registerRoute(app, organisationsApi.removeMember, async (request) =>
    removeMember({ ctx, manager: currentUser(request), organisationId: request.params.id, memberId: request.params.memberId }),
  );
};
