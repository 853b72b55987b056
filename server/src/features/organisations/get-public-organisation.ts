/**
 * An organisation's public page (/o/{slug}): only a verified organisation has one (any other
 * status, or a reserved word, is 404), with the items it holds that anyone may claim, 20 a page.
 * Titles are scrubbed on the way out like every public view of an item (docs/decisions/0140).
 */
import type { z } from 'zod';
import { isDocumentsCategory, resolveImageUrl, scrubItemText } from '@okota/shared';
import { PUBLIC_ORGANISATION_PAGE_SIZE, type publicOrganisationPage, type publicOrganisationQuery } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { thumbnailUrlFor } from '../../integrations/storage/stored-photos';
import { publicOrganisationJson } from './organisation-json';
import { RESERVED_SLUGS } from './organisation-slug';
import { findOrganisationBySlug } from './organisations.repository';
import { listHeldPublicItems } from './public-organisation.repository';

/** More words than this add nothing but work. */
const MAX_WORDS = 5;

export async function getPublicOrganisation(
  db: Executor,
  { slug, query }: { slug: string; query: z.infer<typeof publicOrganisationQuery> },
): Promise<z.infer<typeof publicOrganisationPage>> {
  const normalised = slug.toLowerCase();
  const organisation = RESERVED_SLUGS.has(normalised) || normalised.length > 80 ? undefined : await findOrganisationBySlug(db, normalised);
  if (!organisation || organisation.status !== 'verified') throw new AppError('ORG_NOT_FOUND', 'Organisation not found');
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const offset = (query.page - 1) * PUBLIC_ORGANISATION_PAGE_SIZE;
  const { rows, total } = await listHeldPublicItems(db, organisation.id, { words, offset, limit: PUBLIC_ORGANISATION_PAGE_SIZE });
  return {
    organisation: publicOrganisationJson(organisation),
    items: rows.map((row) => ({
      id: row.id,
      title: scrubItemText(row.title, Infinity, { documentNumbers: isDocumentsCategory(row.categoryName === null ? null : { name: row.categoryName }) }),
      categoryName: row.categoryName,
      location: row.location,
      dateFound: row.dateFound,
      thumbnail: row.images[0] ? thumbnailUrlFor(resolveImageUrl(row.images[0])) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    currentPage: query.page,
    hasMore: offset + rows.length < total,
  };
}
