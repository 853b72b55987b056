/** Counties by name typed (forgiving of case and "county"), or from lists of at most ten rows, paged. */
import { COUNTIES } from '@okota/shared';
import type { WaListRow } from '../../../integrations/whatsapp/wa-client';

const PAGE = 9;

export function countyFromText(text: string): string | undefined {
  const wanted = text
    .toLowerCase()
    .replace(/\b(county|kaunti|ya)\b/g, '')
    .replace(/[^a-z' -]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
  if (!wanted) return undefined;
  const fold = (name: string) => name.toLowerCase().replace(/[\s-]+/g, ' ');
  return COUNTIES.find((county) => fold(county) === wanted) ?? COUNTIES.find((county) => fold(county).startsWith(wanted) && wanted.length >= 4);
}

/** One page: nine counties and, unless it is the last, a row that opens the next page. */
export function countyRows(page: number, moreTitle: string): WaListRow[] {
  const start = page * PAGE;
  const rows: WaListRow[] = COUNTIES.slice(start, start + PAGE).map((county) => ({ id: `county:${county}`, title: county }));
  if (start + PAGE < COUNTIES.length) rows.push({ id: `county-page:${page + 1}`, title: moreTitle });
  return rows;
}

export function countyFromReply(id: string): string | undefined {
  const name = id.startsWith('county:') ? id.slice('county:'.length) : '';
  return (COUNTIES as readonly string[]).includes(name) ? name : undefined;
}
