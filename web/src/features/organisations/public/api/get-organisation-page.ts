import { useQuery } from '@tanstack/react-query';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { organisationKeys } from './keys';

/**
 * GET /api/organisations/{slug}?q=&page=: a verified organisation and one page of what it holds.
 * One plain query per page ("Load more" adds the next page's query): an infinite query here
 * made the bundler move TanStack's shared query code out of the landing chunk, +1 KB gzip there.
 */
export function useOrganisationPage(slug: string, search: string, page = 1) {
  const q = search.trim();
  return useQuery({
    queryKey: organisationKeys.page(slug, q, page),
    queryFn: ({ signal }) => call(organisationsApi.page, { params: { slug }, query: { q, page } }, { signal }),
    enabled: slug !== '',
    // Typing a search keeps the organisation's header and the last items on screen while the new ones load
    // (the same organisation's only: another one's page starts afresh).
    placeholderData: (previous, previousQuery) => (page === 1 && previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}
