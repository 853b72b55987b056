/**
 * Handles the app-name finder of scrub-links.ts does not see (issue 35, point 6;
 * docs/decisions/0264-private-numbers-and-budget.md), in a detector reading:
 * - link-in-bio and short-link hosts, whatever their ending ('linktr.ee/jane', 'bio.link/x',
 *   'beacons.ai/x', 'wa.link/x', 'msha.ke/x', 'lnk.bio/x', spelled 'linktr dot ee');
 * - a handle on an app it does not name ('kik: jane_k', 'discord jane#1234', 'Signal @jane',
 *   'snap - jane.k') or named as a handle ('username: janek', 'jina la mtumiaji ni jane_k');
 * - a handle written before an app's name, or split around it ('jane_k on IG', 'jane_ insta _kamau'):
 *   the part before goes with the app's name, so removing the name does not leave the handle readable.
 */
import { SPELLED_DOT } from './scrub-marks';
import { allMatches } from './scrub-reading';

const DOT = `[.${SPELLED_DOT}]`;
const HOSTS = [
  'linktr ?ee',
  'linktree',
  'bio ?link',
  'wa ?link',
  'lnk ?bio',
  'tap ?bio',
  'linkin ?bio',
  'campsite ?bio',
  'beacons ?ai',
  'solo ?to',
  'taplink ?cc',
  'heylink ?me',
  'msha ?ke',
  'shorturl ?at',
  'rb ?gy',
  'cutt ?ly',
  'tinyurl ?com',
  't ?ly',
  'is ?gd',
  's ?id',
  'lnkd ?in',
  'youtu ?be',
  'ig ?me',
  'm ?me',
  'wa ?me',
  't ?me',
  'bit ?ly',
  'hoo ?be',
  'direct ?me',
  'snapchat ?com',
  'tiktok ?com',
  'x ?com',
  'allmylinks ?com',
  'stan ?store',
  '(?:api|chat) ?whatsapp ?com',
].map((host) => host.replace(' ?', DOT));
const SHORT_LINK = new RegExp(String.raw`(?<![a-z0-9])(?:${HOSTS.join('|')})(?![a-z0-9])(?: ?(?:\/|slash) ?[^\s<>"'\`]{0,200})?`, 'gi');

/** Apps the app-name finder does not name, with names no other word has: a handle-like word after them is enough ('discord jane_k'). */
const OTHER_APPS = String.raw`kik|viber|discord|skype|wechat|we chat|reddit|pinterest|youtube|tinder|badoo|bumble|hinge|bluesky|twitch|botim|mastodon|clubhouse|snapchat|snap chat`;
/** Apps whose names are ordinary words too ('signal', 'line', 'x', 'zoom'): only with ':' or '@' before the handle. */
const WORD_APPS = String.raw`snap|threads|signal|line|yt|tg|session|element|imo|zoom|x|twitter x|vk|messenger|tele|whats|wa|insta|ig|fb`;
const NAMED_HANDLE = String.raw`user ?name|user ?id|handle|account name|acc name|jina la mtumiaji|profile`;
const HANDLE = String.raw`@?[a-z0-9_]*[a-z][a-z0-9_.#]{1,29}`;
/** A handle after a mark ('kik: jane', 'username = jane') or one that looks like a handle ('discord jane_k', 'snap jane.k99'). */
const MARKED_HANDLE = String.raw` ?(?:[:=>@-]|is|ni) ?${HANDLE}`;
const LOOKS_LIKE_HANDLE = String.raw` @?[a-z0-9]*[_.#\d][a-z0-9_.#]*[a-z0-9_]`;
const APP_HANDLE = new RegExp(
  String.raw`(?<![a-z0-9_.])(?:(?:(?:${OTHER_APPS})(?: app)?|${NAMED_HANDLE})(?:${MARKED_HANDLE}|${LOOKS_LIKE_HANDLE})|(?:${WORD_APPS})(?: app)? ?[:@] ?${HANDLE})`,
  'gi',
);
/** Words after an app that are not a handle. */
const NOT_A_HANDLE = /^(?:[:=>@-]|is|ni)? ?@?(?:me|us|on|or|and|na|the|my|no|number|namba|group|status|account|page|only|also|call|chat|text)$/i;
/** What may sit before an app name and be half of a handle: 'jane_k on', 'jane.', 'jane99 (', 'kamau_'. */
const HANDLE_BEFORE_APP = /(?<![a-z0-9_.@])(?:[a-z0-9_.]*[a-z][a-z0-9_.]*[_.][a-z0-9_.]*|[a-z]{3,}\d{2,}|[a-z0-9]+[_.-])(?: ?(?:on|kwa|via|in|@|-|\(|ya))? ?$/i;

/** Spans [start, end) of short links and handles on unnamed apps. */
export function findHandleSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of allMatches(SHORT_LINK, text)) spans.push([match.index, match.index + match[0].replace(/[.,;:!?)]+$/, '').length]);
  for (const match of allMatches(APP_HANDLE, text)) {
    const handle = /[a-z0-9_.#@]+$/i.exec(match[0])![0];
    if (NOT_A_HANDLE.test(handle) || /^\d+$/.test(handle.replace(/[@#]/g, ''))) continue;
    spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/** Where an app name's span starts once a handle written just before it is taken too. */
export function startWithHandleBefore(text: string, start: number): number {
  const before = HANDLE_BEFORE_APP.exec(text.slice(Math.max(0, start - 40), start));
  return before ? start - before[0].length : start;
}
