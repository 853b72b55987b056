/**
 * An item's own words as the public reads them: title, questions, description, nearby place and
 * the finder's first name, scrubbed again on the way out (docs/decisions/0140). Items are scrubbed
 * when saved, but one stored before the detector learned a trick would otherwise show its number
 * to every guest, in the API and in the link preview. Kept per record: the catalogue cache hands
 * out the same record while the catalogue is unchanged, so a page of search results is scrubbed
 * once, not on every request. Kept also by the words themselves, for the 4,000 most recently
 * read items: a search nobody asked lately reads its rows afresh, but mostly items other searches
 * showed a moment ago (the newest ones), and scrubbing was the largest cost of such a search in
 * the server (docs/decisions/0220, "Fourth round"). The scrubbed words depend only on the words
 * written, the category's kind and the holding desk's texts (all in the key), so a kept answer can never be stale.
 *
 * And kept in the database (item_public_texts, docs/decisions/0283), so a search nobody asked
 * lately does not scrub its page either: a row is used only when it was made under the rules'
 * version (SCRUB_RULES_VERSION, the hash of the rules' source files, this one among them) from
 * the very words the item has now (`source`, their hash). Otherwise the words are scrubbed here
 * and the row made again (item-record-loader.ts, public-texts-fill.ts).
 */
import { hash } from 'node:crypto';
import { isDocumentsCategory, ITEM_READING_KEYS, itemReadingOf, scrubItemText, scrubItemTexts, type ItemReading } from '@okota/shared';
import { SCRUB_RULES_VERSION } from '@okota/shared/scrub-rules-version';
import type { ItemRecord, KeptPublicTexts } from './items.repository';

/** The item's public texts (one per key of its reading, packages/shared item-reading.ts) and the finder's first name. */
export type ItemTexts = ItemReading<string | null> & { finderFirstName: string };

const publicTexts = new WeakMap<ItemRecord, { texts: ItemTexts; source: string; fromKept: boolean }>();
/**
 * Twice the item cache's 2,000 rows (items.routes.ts): an item's words, as key and scrubbed, are
 * about 2 KB on average (8 KB at the texts' limits), so a few MB within the server's 300 MB.
 */
const MOST_KEPT_BY_WORDS = 4_000;
// Insertion order is recency order: a hit moves its entry to the end, the oldest goes first.
const publicTextsByWords = new Map<string, ItemTexts>();

/** The texts as the finder wrote them: the item's reading, from the one list the desk check reads too, then the finder's name. */
export function textsAsWritten({ item, finder }: ItemRecord): ItemTexts {
  const reading = Object.fromEntries(ITEM_READING_KEYS.map((key) => [key, item[key]])) as ItemReading<string | null>;
  return { ...reading, finderFirstName: finder.firstName };
}

/** What scrubbing an item's texts reads: the words, the category's kind and the holding desk's texts, as one string. */
function sourceOf(record: ItemRecord) {
  const written = textsAsWritten(record);
  // A Documents item's ID or passport number is as private as a phone (decisions/0234).
  const detect = { documentNumbers: isDocumentsCategory(record.categoryName === null ? null : { name: record.categoryName }) };
  // Held at a desk: its page shows the desk's name, landmark and hours after the item's texts (docs/decisions/0282).
  const desk = record.heldBy ? [record.heldBy.name, record.heldBy.landmark, record.heldBy.hours] : [];
  return { written, detect, desk, key: JSON.stringify([detect.documentNumbers, ...itemReadingOf(written), written.finderFirstName, ...desk]) };
}

function hashOf(key: string): string {
  // One call, no Hash object: it runs for every item row read.
  return hash('sha256', key, 'base64url');
}

/** The kept row's texts when it was made under today's rules from the words the item has now. */
function keptTextsOf(kept: KeptPublicTexts | null | undefined, source: string): ItemTexts | undefined {
  if (!kept || kept.rules !== SCRUB_RULES_VERSION || kept.source !== source) return undefined;
  return kept.texts as ItemTexts;
}

/** The row to keep for this record's public texts, or undefined when its kept row still holds. */
export function publicTextsToKeep(record: ItemRecord): (KeptPublicTexts & { itemId: number }) | undefined {
  const { texts, source, fromKept } = readPublicTexts(record);
  return fromKept ? undefined : { itemId: record.item.id, rules: SCRUB_RULES_VERSION, source, texts };
}

export function publicTextsOf(record: ItemRecord): ItemTexts {
  return readPublicTexts(record).texts;
}

/**
 * The record's public texts, read once per record (the loader asks what to keep, then the page
 * asks for the texts): from the kept row when it holds, else scrubbed (or the same words' answer).
 */
function readPublicTexts(record: ItemRecord): { texts: ItemTexts; source: string; fromKept: boolean } {
  const known = publicTexts.get(record);
  if (known) return known;
  const read = scrubOrRecall(record);
  publicTexts.set(record, read);
  return read;
}

function scrubOrRecall(record: ItemRecord): { texts: ItemTexts; source: string; fromKept: boolean } {
  const { written, detect, desk, key } = sourceOf(record);
  const source = hashOf(key);
  const stored = keptTextsOf(record.kept, source);
  if (stored) return { texts: stored, source, fromKept: true };
  return { texts: scrubbedTexts(written, detect, desk, key), source, fromKept: false };
}

/** The words scrubbed, or the answer kept for the same words a moment ago. */
function scrubbedTexts(written: ItemTexts, detect: { documentNumbers: boolean }, desk: string[], key: string): ItemTexts {
  const kept = publicTextsByWords.get(key);
  if (kept) {
    publicTextsByWords.delete(key);
    publicTextsByWords.set(key, kept);
    return kept;
  }
  // Read as one text, as on the item's page (docs/decisions/0265); the finder's name alone.
  const { texts: read } = scrubItemTexts(written, detect, {}, desk);
  const texts: ItemTexts = { ...read, finderFirstName: scrubItemText(written.finderFirstName, Infinity, detect) };
  publicTextsByWords.set(key, texts);
  if (publicTextsByWords.size > MOST_KEPT_BY_WORDS) publicTextsByWords.delete(publicTextsByWords.keys().next().value!);
  return texts;
}
