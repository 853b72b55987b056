/**
 * What a message may say about an item (docs/rules.md "a message at every turn"): its category
 * in the reader's language, its county and the day it was found. Never its title or description:
 * those are the finder's words, and our sender name must not carry them (docs/decisions/0231).
 */
import { categoryDisplayName, formatNairobiDay } from '@okota/shared';
import type { Executor } from '../../db/client';
import { findItemFactRow } from './sms-contacts.repository';
import { heldAtPhrase } from './held-at-words';

export interface ItemFacts {
  category: string;
  county: string;
  date: string;
  /** Where a verified organisation holds it, in our words (held-at-words.ts); '' otherwise. */
  heldAt: string;
}

export async function findItemFacts(db: Executor, itemId: number, language: string | null | undefined): Promise<ItemFacts | undefined> {
  const row = await findItemFactRow(db, itemId);
  if (!row) return undefined;
  const lang = language === 'sw' ? 'sw' : 'en';
  const heldAt =
    row.holderKind && row.holderCounty && row.holderStatus === 'verified'
      ? heldAtPhrase({ kind: row.holderKind, county: row.holderCounty }, lang, row.county)
      : '';
  return { category: categoryDisplayName(row.category, lang), county: row.county, date: formatNairobiDay(String(row.dateFound), lang), heldAt };
}
