/**
 * POST /api/items with organisationId posts the item as the organisation (issue 28,
 * docs/decisions/0241). Posting for an organisation is the organisations feature's, and it sits
 * above items (docs/decisions/0253): it registers its poster here when it starts, and the route
 * hands such a request to it. Exactly one per app (lib/feature-hook.ts).
 */
import type { OrganisationItemBody } from '@okota/shared/contracts/items.contract';
import type { AppContext } from '../../context';
import { defineSingleHook } from '../../lib/feature-hook';
import type { PhotoSource } from '../../lib/images';
import type { createItem } from './create-item';
import type { Viewer } from './item-json';

export type OrganisationPoster = (
  ctx: AppContext,
  post: { member: Viewer; organisationId: string; body: OrganisationItemBody; photos: PhotoSource[] },
) => ReturnType<typeof createItem>;

const posterHook = defineSingleHook<OrganisationPoster>({ name: 'organisation poster', registeredBy: 'organisations' });

export function registerOrganisationPoster(ctx: AppContext, poster: OrganisationPoster): void {
  posterHook.register(ctx, poster);
}

export function organisationPoster(ctx: AppContext): OrganisationPoster {
  return posterHook.step(ctx);
}
