/**
 * The organisations API for people (issue 28, docs/decisions/0240): applying, "my
 * organisations", settings, members and invitations, and the public page. Routes are thin:
 * schema, access, one operation; who may act for an organisation is organisation-access.ts's.
 * /api/organisations/mine is a static route, so it wins over the public /{slug}; "mine" is also
 * a reserved slug.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import {
  applyOrganisationBody,
  inviteMemberBody,
  member,
  myOrganisationsResponse,
  organisation,
  organisationSettingsBody,
  publicOrganisationPage,
  publicOrganisationQuery,
} from '@okota/shared/contracts/organisations.contract';
import { currentUser } from '../../plugins/auth';
import { security } from '../../plugins/openapi-security';
import { acceptInvitation } from './accept-invitation';
import { applyOrganisation } from './apply-organisation';
import { getPublicOrganisation } from './get-public-organisation';
import { inviteMember } from './invite-member';
import { listMyOrganisations } from './list-my-organisations';
import { listOrganisationMembers, removeMember } from './manage-members';
import { updateOrganisationSettings } from './update-organisation';

const tags = ['organisations'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const organisationParams = z.object({ id: z.uuid('Invalid organisation id') });
const memberParams = organisationParams.extend({ memberId: z.uuid('Invalid member id') });
const organisationResponse = z.object({ organisation });
const memberResponse = z.object({ member });

export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/organisations',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Apply for an organisation (pending until an admin verifies it); the applicant becomes its manager',
        body: applyOrganisationBody,
        response: { 201: organisationResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await applyOrganisation({ ctx, applicant: currentUser(request), body: request.body })),
  );

  app.get(
    '/api/organisations/mine',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The caller's organisations with their role, and open invitations to their verified number",
        response: { 200: myOrganisationsResponse, 401: errorResponse },
      },
    },
    async (request) => listMyOrganisations(ctx.db, currentUser(request)),
  );

  app.get(
    '/api/organisations/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A verified organisation's public page: what it holds that anyone may claim, newest first, 20 a page",
        params: z.object({ slug: z.string().max(100) }),
        querystring: publicOrganisationQuery,
        response: { 200: publicOrganisationPage, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getPublicOrganisation(ctx.db, { slug: request.params.slug, query: request.query }),
  );

  app.patch(
    '/api/organisations/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "Change an organisation's settings (managers); holding periods within the admin's limits",
        params: organisationParams,
        body: organisationSettingsBody,
        response: { 200: organisationResponse, ...errors },
      },
    },
    async (request) => updateOrganisationSettings({ ctx, manager: currentUser(request), organisationId: request.params.id, body: request.body }),
  );

  app.get(
    '/api/organisations/:id/members',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Members and open invitations (managers)',
        params: organisationParams,
        response: { 200: z.object({ members: z.array(member) }), ...errors },
      },
    },
    async (request) => listOrganisationMembers({ ctx, manager: currentUser(request), organisationId: request.params.id }),
  );

  app.post(
    '/api/organisations/:id/members',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Invite a phone number as manager or desk (managers of a verified organisation); an SMS tells the number',
        params: organisationParams,
        body: inviteMemberBody,
        response: { 201: memberResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await inviteMember({
          ctx,
          manager: currentUser(request),
          organisationId: request.params.id,
          phone: request.body.phone,
          role: request.body.role,
        }),
      ),
  );

  app.post(
    '/api/organisations/:id/members/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "Accept an invitation to the caller's verified phone number",
        params: organisationParams,
        response: { 200: memberResponse, ...errors },
      },
    },
    async (request) => acceptInvitation({ ctx, user: currentUser(request), organisationId: request.params.id }),
  );

  app.delete(
    '/api/organisations/:id/members/:memberId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Remove a member or withdraw an invitation (managers; never the last manager)',
        params: memberParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => removeMember({ ctx, manager: currentUser(request), organisationId: request.params.id, memberId: request.params.memberId }),
  );
};
