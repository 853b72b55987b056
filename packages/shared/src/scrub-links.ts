/**
 * Links, handles and messaging apps in a detector reading (scrub-normalize.ts): any URL
 * ('https://…', 'www.…'), a bare domain with a known ending ('okota.co.ke', 't.me/jane',
 * 'wa.me/2547…', 'facebook.com/jane', 'fb.me/x', even spelled 'jane dot co dot ke'), a social
 * handle ('@jane_k'), and the name of an app people are reached on ('WhatsApp', 'Telegram',
 * 'Insta', 'TikTok' …) with the handle written right after it ('telegram: jane_k', 'IG - jane.k').
 */
import { SPELLED_AT, SPELLED_DOT } from './scrub-fold-words';
import { LINK_ENDINGS } from './scrub-domains';
import { allMatches } from './scrub-reading';
import { findHandleSpans, startWithHandleBefore } from './scrub-handles';

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]{1,300}/gi;
const DOT = `[.${SPELLED_DOT}]`;
/** Labels joined by dots, ending in a letter label; the ending is checked against the known ones. */
const DOMAIN = new RegExp(
  String.raw`(?<![a-z0-9@_${SPELLED_AT}${SPELLED_DOT}.-])(?:[a-z0-9][a-z0-9-]{0,62}${DOT}){1,4}([a-z]{2,12})(?![a-z0-9-])(?:\/[^\s<>"'\`]{0,200})?`,
  'gi',
);
/** What every bare domain holds: a dot, or a spelled one, before its last label. */
const DOT_BEFORE_LABEL = new RegExp(`${DOT}[a-z]`, 'i');
const HANDLE = /(?<![a-z0-9._%+-])@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?/gi;

/** Apps people are reached on, as they are written (folded: 'whats app', 'wats-app', 'watsap'). */
export const APP_NAMES = new RegExp(
  String.raw`\b(?:wh?at?t?s?[ _.-]?ap{1,2}|wa?s+a?p{1,2}|whatsup|wapp|telegram|tele ?gram|instagram|insta|ig|facebook|fb|tik ?tok|snapchat|snap ?chat|twitter|signal app|imo app|linkedin|threads app)\b`,
  'gi',
);
/** What an app name can be followed by that is not a handle. */
const NOT_A_HANDLE = new Set([
  'me',
  'us',
  'on',
  'or',
  'and',
  'na',
  'ama',
  'kwa',
  'ya',
  'the',
  'my',
  'no',
  'number',
  'namba',
  'group',
  'status',
  'account',
  'page',
  'only',
  'tu',
  'pia',
  'also',
  'if',
  'for',
  'to',
  'is',
  'via',
  'call',
  'text',
  'message',
  'chat',
  'dm',
]);
const HANDLE_AFTER_APP = /^ ?(?:[:=>@-]|\uE000) ?@?([a-z0-9_][a-z0-9_.]{1,29})|^ ?@?([a-z0-9_]*[_.\d][a-z0-9_.]*)/i;

export type LinkKind = 'link' | 'handle';

/** Spans [start, end) of links, handles and app names (with the handle after them). */
export function findLinkSpans(text: string): Array<{ kind: LinkKind; span: [number, number] }> {
  const found: Array<{ kind: LinkKind; span: [number, number] }> = [];
  for (const match of allMatches(URL, text)) found.push({ kind: 'link', span: [match.index, match.index + match[0].length] });
  // Safe to skip: see DOT_BEFORE_LABEL.
  for (const match of DOT_BEFORE_LABEL.test(text) ? allMatches(DOMAIN, text) : []) {
    if (!LINK_ENDINGS.has(match[1].toLowerCase())) continue;
    found.push({ kind: 'link', span: [match.index, match.index + match[0].trimEnd().replace(/[.,;:!?)]+$/, '').length] });
  }
  for (const match of allMatches(APP_NAMES, text)) {
    const end = match.index + match[0].length;
    const after = HANDLE_AFTER_APP.exec(text.slice(end, end + 40));
    const handle = after && (after[1] ?? after[2]);
    const withHandle = handle && !NOT_A_HANDLE.has(handle.toLowerCase()) && !/^\d+$/.test(handle);
    found.push({ kind: 'handle', span: [startWithHandleBefore(text, match.index), withHandle ? end + after![0].length : end] });
  }
  for (const span of findHandleSpans(text)) found.push({ kind: 'handle', span });
  // Safe to skip: a handle starts with '@'.
  if (text.includes('@')) for (const match of allMatches(HANDLE, text)) found.push({ kind: 'handle', span: [match.index, match.index + match[0].length] });
  return found;
}
