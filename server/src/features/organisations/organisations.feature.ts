/**
 * The organisations feature (issue 28): its routes for people and for admins. The held items,
 * intake, collections and drop-offs register their routes here too, beside these.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminOrganisationsRoutes } from './admin-organisations.routes';
import { organisationsRoutes } from './organisations.routes';
import { collectionsRoutes } from './collections/collections.routes';
import { heldItemsRoutes } from './held/held.routes';
import { intakeRoutes } from './intake/intake.routes';
import { registerOrganisationPoster } from '../items';
import { onHeldItemPaid } from '../payments';
import { onFreeClaimApproved } from '../claims';
import { issueCollectionCode, issueFreeCollectionCode } from './collections/issue-collection-code';
import { postHeldItem } from './held/post-held-item';

export const organisationsFeature: FastifyPluginAsync = async (app) => {
  // Items and payments sit below organisations (docs/decisions/0253): the steps of theirs that are an organisation's, registered before any request.
  registerOrganisationPoster(app.ctx, postHeldItem);
  onHeldItemPaid(app.ctx, issueCollectionCode);
  onFreeClaimApproved(app.ctx, issueFreeCollectionCode);
  await app.register(organisationsRoutes);
  await app.register(adminOrganisationsRoutes as FastifyPluginAsync);
  await app.register(collectionsRoutes);
  await app.register(heldItemsRoutes);
  await app.register(intakeRoutes);
};
