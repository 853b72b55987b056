/**
 * POST /api/items with organisationId posts the item as the organisation (issue 28,
 * docs/decisions/0241). Posting for an organisation is the organisations feature's, and it sits
 * above items (docs/decisions/0253): it registers its poster here when it starts, and the route
 * hands such a request to it. One per app, keyed by its context, so each test app has its own.
 */
import type { OrganisationItemBody } from '@okota/shared/contracts/items.contract';
import type { AppContext } from '../../context';
import type { PhotoSource } from '../../lib/images';
import type { createItem } from './create-item';
import type { Viewer } from './item-json';

export type OrganisationPoster = (
  ctx: AppContext,
  post: { member: Viewer; organisationId: string; body: OrganisationItemBody; photos: PhotoSource[] },
) => ReturnType<typeof createItem>;

const registered = new WeakMap<AppContext, OrganisationPoster>();

export function registerOrganisationPoster(ctx: AppContext, poster: OrganisationPoster): void {
  registered.set(ctx, poster);
}

export function organisationPoster(ctx: AppContext): OrganisationPoster {
  const poster = registered.get(ctx);
  if (!poster) throw new Error('No organisation poster registered: is the organisations feature registered?');
  return poster;
}
