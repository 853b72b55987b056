/**
 * The words of a Web Push: shown on a lock screen under Okota's name, so they are ours alone
 * (SMS and e-mail follow the same rule). A push never quotes what a person typed: no item title,
 * name, note, reason or message preview. The title is the kind's fixed title; the body only
 * says where to look. The bell shows the full words in context.
 */
import { EN } from './notification-texts.en';
import { SW } from './notification-texts.sw';
import type { NotificationLanguage } from './notification-kinds';
import { isNotificationKind, readerLanguage } from './render-notification';

const TEMPLATES = { en: EN, sw: SW } as const;

/** For a row with no kind (stored before kinds) or a kind whose title is built from parameters. */
const GENERIC_TITLE: Record<NotificationLanguage, string> = { en: 'New notification', sw: 'Arifa mpya' };
const BODY: Record<NotificationLanguage, string> = { en: 'Open Okota to see it.', sw: 'Fungua Okota uone.' };

export interface PushText {
  title: string;
  body: string;
}

/** Reads only the row's kind: its parameters and stored words may hold typed text, so they are never used. */
export function renderPushText(row: { kind: string | null }, language: string | null | undefined): PushText {
  const reader = readerLanguage(language);
  const title: unknown = isNotificationKind(row.kind) ? TEMPLATES[reader][row.kind].title : undefined;
  return { title: typeof title === 'string' ? title : GENERIC_TITLE[reader], body: BODY[reader] };
}
