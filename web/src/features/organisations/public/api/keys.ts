/** Query keys of the public organisation screens; all start with 'organisations', as the desk's do. */
export const organisationKeys = {
  all: ['organisations'] as const,
  page: (slug: string, search: string, page: number) => ['organisations', 'page', slug, search, page] as const,
};
