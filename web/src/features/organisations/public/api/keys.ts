/** Query keys of the public organisation screens; all start with 'organisations', as the desk's do. */
export const organisationKeys = {
  all: ['organisations'] as const,
  page: (slug: string, search: string, page: number) => ['organisations', 'page', slug, search, page] as const,
  /** With the item's status: the code appears when it is claimed, and "collected" when it completes. */
  collection: (itemId: number, itemStatus: string) => ['organisations', 'collection', itemId, itemStatus] as const,
};
