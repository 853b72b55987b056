/**
 * The public page's address (/o/{slug}) from the organisation's name: ASCII, lower case, words
 * joined by dashes; a taken or reserved one gets the next free number ("kilimani-police-2").
 * Reserved words are paths the API or the web app already uses under /api/organisations or /o.
 */
import type { Executor } from '../../db/client';
import { findSlugsLike } from './organisations.repository';

export const RESERVED_SLUGS = new Set([
  'mine',
  'new',
  'apply',
  'admin',
  'api',
  'edit',
  'settings',
  'members',
  'invitations',
  'accept',
  'search',
  'organisations',
  'organisation',
  'items',
  'held',
  'imports',
  'collections',
  'drop-offs',
  'okota',
  'help',
  'about',
]);

const MAX_BASE = 60;

/** The name as a slug, without its number; 'organisation' if no letter or digit is left. */
export function slugBase(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const base = ascii
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/-+$/, '');
  return base || 'organisation';
}

export async function chooseSlug(db: Executor, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = new Set(await findSlugsLike(db, base));
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
