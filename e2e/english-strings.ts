/**
 * What English looks like on a Kiswahili screen: every English string of the web app's translator
 * whose Kiswahili differs (or is missing, so the English would show), read from the same files the
 * app registers at run time. The test file mocks registerTranslations to hand each bundle to
 * `registered`; this module imports every file that registers one.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

type Dictionary = { [key: string]: unknown };
export type Registered = Map<string, { en: Dictionary; sw: Dictionary }>;

const WEB = path.resolve(import.meta.dirname, '..', 'web', 'src');

/** Words no Kiswahili screen should show (issue 19), whatever the resources say. */
export const KNOWN_ENGLISH = ['Claimer', 'Welcome back', 'Loading…', 'Loading...'];

/** Imports every web module that registers translations (and the two the translator registers itself). */
export async function loadTranslations(registered: Registered): Promise<void> {
  const files = execFileSync('grep', ['-rl', '--include=*.ts', '--include=*.tsx', 'registerTranslations(', WEB], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.endsWith(path.join('i18n', 'index.ts')) && !/\.test\.tsx?$/.test(file));
  for (const file of files) await import(file);
  const { common } = await import('../web/src/i18n/common');
  const { validation } = await import('../web/src/i18n/validation-strings');
  registered.set('common', common as never);
  registered.set('validation', validation as never);
}

function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (Array.isArray(node)) node.forEach((value, index) => leaves(value, `${prefix}.${index}`, out));
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishMatcher {
  exact: Set<string>;
  patterns: Array<{ source: string; pattern: RegExp }>;
}

/**
 * English strings to look for: exact ones, and `{{value}}` ones as patterns. A string with no
 * word of three letters outside its placeholders ("{{count}}+", "OK") says nothing about language.
 */
export function englishMatcher(registered: Registered): EnglishMatcher {
  const exact = new Set<string>();
  const patterns: EnglishMatcher['patterns'] = [];
  for (const { en, sw } of registered.values()) {
    const swahili = leaves(sw);
    for (const [key, english] of leaves(en)) {
      const text = english.replace(/\s+/g, ' ').trim();
      if (swahili.get(key)?.replace(/\s+/g, ' ').trim() === text) continue;
      if (!/[A-Za-z]{3,}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''))) continue;
      if (!text.includes('{{')) {
        exact.add(text);
        continue;
      }
      // A value is a number, a date or a name, not a sentence: "Found {{date}}" must not match a
      // finder's own description "Found near the Kencom stage with some cards inside.", nor
      // "{{count}} items" any English that ends in "items".
      const source = `^${text
        .split(/(\{\{\s*\w+\s*\}\})/)
        .map((part, index) => (index % 2 === 0 ? escape(part) : /count|amount|total|fee|number/i.test(part) ? '[\\d.,+]{1,12}' : '[^.!?]{1,40}?'))
        .join('')}$`;
      patterns.push({ source: text, pattern: new RegExp(source) });
    }
  }
  return { exact, patterns };
}

/** The English string a screen text is, if any. */
export function englishIn(text: string, matcher: EnglishMatcher, extra: string[] = []): string | undefined {
  if (matcher.exact.has(text)) return text;
  const known = [...KNOWN_ENGLISH, ...extra].find((word) => new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'u').test(text));
  if (known) return known;
  return matcher.patterns.find(({ pattern }) => pattern.test(text))?.source;
}

const ENGLISH_GLUE = new Set([
  'the',
  'your',
  'you',
  'for',
  'has',
  'have',
  'been',
  'their',
  'and',
  'of',
  'to',
  'is',
  'was',
  'on',
  'with',
  'someone',
  'please',
  'new',
]);

/** A sentence of English, however it was built (the server's notification texts are not in the web's resources). */
export const looksEnglish = (text: string): boolean =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((word) => ENGLISH_GLUE.has(word)).length >= 2;
