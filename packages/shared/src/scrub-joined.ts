/**
 * The whole thing a person reads, checked as one text (issue 35, docs/decisions/0265): a number
 * cut across fields ('07' in one claim answer, '12 345' in the next, '678' in the third; '+254' in
 * a title and the rest in the description; a first and a last name that spell digits) is whole
 * only when the fields are read together. The fields are joined in reading order, separated by a space,
 * the detector reads the joined text, and the verdict is mapped back:
 * - removed where it can be removed: each field loses its own part of a detail found across
 *   fields, as well as every detail found in it alone (so nothing is found less than before);
 * - held for a person where it cannot: a doubt in any field or in the joined text is the doubt
 *   of the whole.
 */
import { assessContactRisk, type ContactRiskReason, type RiskOptions } from './scrub-risk';
import type { ContactKind, DetectOptions } from './scrub-detect';
import { CONTACT_INFO_REMOVED, CONTACT_REMOVED, EMAIL_REMOVED, ITEM_CONTACT_REMOVED, type ContactDetail } from './scrub';
import { ITEM_READING_KEYS, type ItemReadingKey } from './item-reading';

/** Between two fields: a space, as a reader reads on from one field to the next ('jane' then '@gmail.com' is one address). */
const FIELD_BREAK = ' ';

export interface JoinedVerdict {
  /** Per field (same order and length as given), the details to remove, in order, never overlapping. */
  details: ContactDetail[][];
  /** A doubt about the whole (any field's, or the joined text's), or null. */
  reason: ContactRiskReason | null;
}

type Field = string | null | undefined;

/** Overlapping or touching spans become one; the first one's kind is kept. */
function mergeSpans(spans: ContactDetail[]): ContactDetail[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactDetail[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Reads `fields` (null and blank ones skipped) alone and joined; see the file's comment. */
export function checkJoinedTexts(fields: readonly Field[], options: RiskOptions = {}): JoinedVerdict {
  const found: ContactDetail[][] = fields.map(() => []);
  let reason: ContactRiskReason | null = null;
  const offsets: Array<{ index: number; start: number; end: number }> = [];
  let joined = '';
  fields.forEach((field, index) => {
    if (!field?.trim()) return;
    const alone = assessContactRisk(field, options);
    found[index].push(...alone.details);
    reason ??= alone.reason;
    if (joined) joined += FIELD_BREAK;
    offsets.push({ index, start: joined.length, end: joined.length + field.length });
    joined += field;
  });
  if (offsets.length > 1) {
    const together = assessContactRisk(joined, options);
    reason ??= together.reason;
    for (const detail of together.details) {
      for (const { index, start, end } of offsets) {
        const from = Math.max(detail.start, start);
        const to = Math.min(detail.end, end);
        // Only the field's own characters, and only where it holds more than blanks.
        if (from < to && (fields[index] as string).slice(from - start, to - start).trim()) {
          found[index].push({ kind: detail.kind, start: from - start, end: to - start });
        }
      }
    }
  }
  return { details: found.map(mergeSpans), reason };
}

/** `text` with each detail replaced by its label. */
export function replaceContactDetails(text: string, details: readonly ContactDetail[], labelOf: (kind: ContactKind) => string): string {
  let out = '';
  let position = 0;
  for (const detail of details) {
    if (detail.start < position) continue;
    out += text.slice(position, detail.start) + labelOf(detail.kind);
    position = detail.end;
  }
  return out + text.slice(position);
}

/**
 * Several fields read as one and scrubbed field by field: each field as stored (null and
 * undefined stay as they are), and the doubt about the whole.
 */
export function scrubJoinedTexts<T extends Field>(
  fields: readonly T[],
  labelOf: (kind: ContactKind) => string,
  options: DetectOptions = {},
): { texts: T[]; reason: ContactRiskReason | null } {
  const { details, reason } = checkJoinedTexts(fields, options);
  const texts = fields.map((field, index) => (field ? replaceContactDetails(field, details[index], labelOf) : field) as T);
  return { texts, reason };
}

/** The labels of claim texts, as scrubContactInfo writes them. */
export const claimLabelOf = (kind: ContactKind) => (kind === 'phone' ? CONTACT_REMOVED : kind === 'email' ? EMAIL_REMOVED : CONTACT_INFO_REMOVED);
/** The label of public item texts, as scrubItemText writes it. */
export const itemLabelOf = () => ITEM_CONTACT_REMOVED;

/** A claim's free texts (answers, description, details) read as one, with the contact phrases too. */
export const scrubClaimTexts = <T extends Field>(fields: readonly T[]) => scrubJoinedTexts(fields, claimLabelOf, { phrases: true });

/** A text cut to a column's size, as scrubItemText cuts it: a label can be longer than what it replaced. */
const fitTo = (text: string, maxLength: number) => (text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text);

/** The texts every item has; the others may be blank. */
type RequiredReadingKey = 'title' | 'description' | 'verificationQuestion1';

/** The public texts of an item, one per key of its reading (item-reading.ts): a field added there is a field here. */
export type ItemReading<T extends Field = Field> = { [K in ItemReadingKey]: K extends RequiredReadingKey ? string : T };

/**
 * An item's public texts read as one (with `documentNumbers`, a Documents item's ID numbers too),
 * each cut to `maxLengths` when given; the doubt about the whole. `after`: texts its page shows
 * after them (a desk's name, landmark and hours; docs/decisions/0282), read with them but not
 * rewritten: the item's texts lose their part of a detail that reaches into them.
 */
export function scrubItemTexts<T extends Field>(
  item: ItemReading<T>,
  options: DetectOptions = {},
  maxLengths: Partial<Record<keyof ItemReading, number>> = {},
  after: readonly Field[] = [],
): { texts: ItemReading<T>; reason: ContactRiskReason | null } {
  const { texts, reason } = scrubJoinedTexts([...ITEM_READING_KEYS.map((key) => item[key] as Field), ...after], itemLabelOf, options);
  const out = { ...item };
  ITEM_READING_KEYS.forEach((key, i) => {
    const text = texts[i];
    (out as Record<string, Field>)[key] = text ? fitTo(text, maxLengths[key] ?? Infinity) : text;
  });
  return { texts: out, reason };
}

/** A first and a last name that spell a contact detail together ('Sifuri Saba' 'Moja Mbili …'), or are in doubt read as one. */
export function namesSpellContact(firstName: string, lastName: string): boolean {
  // Names hold no digits: the budget for what cannot be recognised applies in full (docs/security.md).
  const { details, reason } = checkJoinedTexts([firstName, lastName], { budget: true });
  return reason !== null || details.some((found) => found.length > 0);
}

/** An organisation's public texts, in the order its page shows them. */
export interface OrganisationTexts {
  name: string;
  landmark: string;
  hours: string;
}

/**
 * An organisation's name, landmark and hours read as one (its public phone has its own field):
 * the fields holding a contact detail, and the doubt about the whole. Organisation texts are
 * refused rather than rewritten (a manager is there to fix them) and held when in doubt.
 */
export function checkOrganisationTexts(texts: OrganisationTexts): { fields: Array<keyof OrganisationTexts>; reason: ContactRiskReason | null } {
  const keys = ['name', 'landmark', 'hours'] as const;
  const { details, reason } = checkJoinedTexts(keys.map((key) => texts[key]));
  // Opening hours are digits by nature ('Mon–Fri 8:00–17:00'), so the budget reads the name and
  // landmark only; contact details are still looked for in all three (docs/security.md).
  const budget = checkJoinedTexts([texts.name, texts.landmark], { budget: true }).reason;
  return { fields: keys.filter((_, i) => details[i].length > 0), reason: reason ?? budget };
}
