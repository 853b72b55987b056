/**
 * A stored notification in the reader's language: a row with a kind is written anew from its
 * parameters; an old row (before kinds) or one whose kind is gone keeps the words it was stored with.
 */
import { EN } from './notification-texts.en';
import { SW } from './notification-texts.sw';
import type { NotificationKind, NotificationLanguage, NotificationText, RenderedNotification } from './notification-kinds';

/** The longest message a notification carries (a reason or an M-Pesa error can be long). */
const MESSAGE_LIMIT = 1000;
const TITLE_LIMIT = 200;

const TEMPLATES = { en: EN, sw: SW } as const;

export const NOTIFICATION_KINDS = Object.keys(EN) as NotificationKind[];

export const readerLanguage = (language: string | null | undefined): NotificationLanguage => (language === 'sw' ? 'sw' : 'en');

export function isNotificationKind(kind: unknown): kind is NotificationKind {
  return typeof kind === 'string' && Object.hasOwn(EN, kind);
}

export function renderText(text: NotificationText, language: NotificationLanguage): RenderedNotification {
  // One cast: TypeScript cannot pair a template with its own kind's parameters across the union.
  const template = TEMPLATES[language][text.kind] as { title: string | ((p: unknown) => string); message: (p: unknown) => string };
  const title = typeof template.title === 'string' ? template.title : template.title(text.params);
  return { title: title.slice(0, TITLE_LIMIT), message: template.message(text.params).slice(0, MESSAGE_LIMIT) };
}

export function renderNotification(
  row: { kind: string | null; params: unknown; title: string; message: string },
  language: string | null | undefined,
): RenderedNotification {
  if (!isNotificationKind(row.kind) || !row.params || typeof row.params !== 'object') return { title: row.title, message: row.message };
  try {
    return renderText({ kind: row.kind, params: row.params } as NotificationText, readerLanguage(language));
  } catch {
    return { title: row.title, message: row.message };
  }
}
