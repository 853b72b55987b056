/** Endings and names the e-mail and link finders know (docs/decisions/0234-contact-detector-folding.md). */

/** Top-level and Kenyan second-level domain labels an address or a bare domain ends with. */
export const KNOWN_ENDINGS = new Set([
  'com', 'net', 'org', 'info', 'biz', 'io', 'me', 'co', 'ke', 'uk', 'us', 'edu', 'gov', 'ac', 'go', 'or',
  'ne', 'sc', 'africa', 'online', 'app', 'dev', 'xyz', 'tz', 'ug', 'rw', 'ru', 'de', 'fr', 'za', 'ng', 'ly',
  'site', 'shop', 'store', 'tv', 'cc', 'gg', 'su', 'ua', 'cn', 'ae', 'ca', 'au', 'eu', 'mobi', 'pro', 'top',
  'club', 'link', 'live', 'email', 'mail', 'ws', 'bio', 'page', 'ai',
]);

/** Mail providers: 'jane at gmail' is an address without its ending. */
export const MAIL_PROVIDERS = new Set([
  'gmail', 'googlemail', 'yahoo', 'ymail', 'rocketmail', 'hotmail', 'outlook', 'live', 'msn', 'icloud',
  'proton', 'protonmail', 'aol', 'zoho', 'gmx', 'yandex', 'mailru',
]);

/** The endings a bare domain (no '@', no 'http') may have: fewer, as a missing space after a full stop ('bag.or') is common. */
export const LINK_ENDINGS = new Set([
  'com', 'net', 'org', 'info', 'biz', 'io', 'me', 'co', 'ke', 'app', 'xyz', 'africa', 'online', 'ly', 'site', 'tv',
  'ru', 'tz', 'ug', 'uk', 'shop', 'store', 'gl', 'gd',
]);
