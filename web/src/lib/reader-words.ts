/**
 * The markers the server stores where it removed a contact detail ('[Contact removed]' …,
 * packages/shared scrub.ts) stay the same in the database, whatever the writer's language; a
 * person reads them in their own (docs/decisions/0265). Only the exact markers are replaced: the
 * rest of the text is the writer's own words.
 */
import { CONTACT_INFO_REMOVED, CONTACT_REMOVED, EMAIL_REMOVED, ITEM_CONTACT_REMOVED } from '@okota/shared';
import { useTranslation } from '../i18n';

const MARKER_KEYS = {
  [CONTACT_REMOVED]: 'removed.contact',
  [EMAIL_REMOVED]: 'removed.email',
  [CONTACT_INFO_REMOVED]: 'removed.contactInfo',
  [ITEM_CONTACT_REMOVED]: 'removed.privacy',
} as const;
const escape = (text: string) => text.replace(/[[\]().*+?^$|{}\\]/g, '\\$&');
const MARKERS = new RegExp(Object.keys(MARKER_KEYS).map(escape).join('|'), 'g');

/** `text` with each stored marker in the words `wordOf` gives (the reader's language). */
export function withMarkersIn(text: string, wordOf: (key: (typeof MARKER_KEYS)[keyof typeof MARKER_KEYS]) => string): string {
  return text.replace(MARKERS, (marker) => `[${wordOf(MARKER_KEYS[marker as keyof typeof MARKER_KEYS])}]`);
}

/** What a reader's words function: stored texts with their markers in the reader's language; null and undefined as they are. */
export function useReaderWords() {
  const { t } = useTranslation('common');
  return <T extends string | null | undefined>(text: T): T => (text ? (withMarkersIn(text, (key) => t(key)) as T) : text);
}
