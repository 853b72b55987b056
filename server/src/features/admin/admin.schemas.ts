/**
 * Server-only helpers every admin route shares: Date to ISO, paging and LIKE escaping. The
 * admin routes' request and response schemas are in @okota/shared/contracts/admin*.contract.
 */
export function toIso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Admin lists are paged 20 at a time (docs/product/admin-and-platform.md section 9). */
export function pageWindow(page: number, pageSize = 20) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Escapes % and _ so a search for '50%' finds '50%' and not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
