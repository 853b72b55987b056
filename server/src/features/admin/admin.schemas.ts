/** Request and response pieces every admin route shares. */
import { z } from 'zod';

export const itemIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const userIdParams = z.object({ id: z.uuid('Invalid user id') });
export const numericIdParams = itemIdParams;

export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

export const successResponse = z.object({ success: z.literal(true), message: z.string() });

/** Dates leave the server as ISO strings. */
export const isoDate = z.string();
export const nullableIsoDate = z.string().nullable();

export function toIso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Admin lists are paged 20 at a time (2-admin-and-platform.md section 9). */
export function pageWindow(page: number, pageSize = 20) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Escapes % and _ so a search for '50%' finds '50%' and not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
