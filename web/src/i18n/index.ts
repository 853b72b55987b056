/**
 * English and Kiswahili, with a small in-house translator (docs/decisions/0002-small-i18n.md):
 * i18next cost 15 KB gzip of the landing page's 100 KB budget. The API mirrors the part of
 * react-i18next we use: useTranslation(ns) → { t, i18n }, {{name}} interpolation, returnObjects,
 * and `count` plurals with _one / _other keys. Each feature registers its own strings, so a
 * lazily loaded page brings its words with it.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readLocal, writeLocal } from '../lib/storage';
import { common } from './common';
import type { ObjectKey, Resources, TranslationKey } from './keys';
import type { validation } from './validation-strings';

export type { Resources } from './keys';

/**
 * Each namespace adds its English strings here where it registers them, so `t` knows its keys:
 * `declare module '…/i18n' { interface TranslationNamespaces { claims: typeof en } }`.
 */
export interface TranslationNamespaces {
  common: typeof common.en;
  validation: typeof validation.en;
}
export type Namespace = keyof TranslationNamespaces;
/** A key of another namespace, spelled 'common:cancel'. */
type PrefixedKey = { [M in Namespace]: `${M}:${TranslationKey<TranslationNamespaces[M]>}` }[Namespace];
/** A key of namespace N, or of another namespace with its prefix. */
export type KeyOf<N extends Namespace> = TranslationKey<TranslationNamespaces[N]> | PrefixedKey;

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'sw', label: 'Kiswahili' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

type Dictionary = { [key: string]: unknown };
type Options = { ns?: string; returnObjects?: boolean; count?: number; defaultValue?: string; [key: string]: unknown };

const resources: Record<Language, Record<string, Dictionary>> = { en: {}, sw: {} };
const listeners = new Set<() => void>();
let language: Language = initialLanguage();

function initialLanguage(): Language {
  // A link shared with ?lang=sw (its preview was in Kiswahili: server seo/page-meta-sw.ts) opens in it.
  const asked = typeof location !== 'undefined' ? new URLSearchParams(location.search).get('lang') : null;
  if (asked === 'en' || asked === 'sw') return asked;
  const stored = readLocal(STORAGE_KEYS.language);
  if (stored === 'en' || stored === 'sw') return stored;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('sw') ? 'sw' : 'en';
}

export function registerTranslations<N extends Namespace>(
  namespace: N,
  bundles: { en: TranslationNamespaces[N]; sw: Resources<TranslationNamespaces[N]> },
): void;
/** A name only known at run time (the Kiswahili check's spy); never a declared namespace, so its strings stay checked. */
export function registerTranslations<S extends string>(namespace: S extends Namespace ? never : S, bundles: { en: object; sw: object }): void;
export function registerTranslations(namespace: string, bundles: { en: unknown; sw: unknown }): void {
  resources.en[namespace] = bundles.en as Dictionary;
  resources.sw[namespace] = bundles.sw as Dictionary;
}

function lookup(lang: Language, ns: string, key: string): unknown {
  let node: unknown = resources[lang][ns];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Dictionary)[part];
  }
  return node;
}

function interpolate(value: unknown, vars: Options): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (vars[name] === undefined ? '' : String(vars[name])));
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, vars));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, vars)]));
  }
  return value;
}

/** Translates 'key' or 'ns:key' in the current language, falling back to English, then the key. */
export function translate(key: string, options: Options = {}, defaultNs = 'common'): string {
  let ns = options.ns ?? defaultNs;
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0) {
    ns = key.slice(0, colon);
    path = key.slice(colon + 1);
  }
  const candidates = typeof options.count === 'number' ? [`${path}_${options.count === 1 ? 'one' : 'other'}`, path] : [path];
  for (const lang of [language, 'en'] as Language[]) {
    for (const candidate of candidates) {
      const value = lookup(lang, ns, candidate);
      if (value === undefined) continue;
      if (typeof value !== 'string' && !options.returnObjects) continue;
      return interpolate(value, options) as string;
    }
  }
  return options.defaultValue ?? path;
}

export function getLanguage(): Language {
  return language;
}

/**
 * The language a first screen is drawn in on the server (web/src/entry-server.tsx), one render at
 * a time: no storage, no cookie, no document there.
 */
export function setServerRenderLanguage(next: Language): void {
  language = next;
}

/**
 * The chosen language, also as a cookie: the server draws a page's first screen in it
 * (server seo/page-meta-sw.ts preferredLanguage), before this code has run.
 */
function rememberForServer(chosen: string | null): void {
  if (typeof document !== 'undefined' && (chosen === 'en' || chosen === 'sw')) {
    document.cookie = `okota_lang=${chosen}; path=/; max-age=31536000; samesite=lax`;
  }
}

export function setLanguage(next: Language): void {
  language = next;
  writeLocal(STORAGE_KEYS.language, next);
  rememberForServer(next);
  document.documentElement.lang = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type TFunction<N extends Namespace = 'common'> = {
  (key: KeyOf<N>, options?: Options): string;
  /**
   * A word picked by a value the server sends (a state, a result code) that may be newer than
   * these strings: the group must exist, and the fallback is required.
   */
  (key: `${ObjectKey<TranslationNamespaces[N]>}.${string}`, options: Options & { defaultValue: string | undefined }): string;
};

/** Translates a key of namespace N outside a component (a toast, the document title). */
export function translateIn<N extends Namespace>(namespace: N, key: KeyOf<N>, options: Options = {}): string {
  return translate(key, options, namespace);
}

/** Re-renders the component when the language changes. */
export function useTranslation<N extends Namespace = 'common'>(namespace: N = 'common' as N) {
  const current = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const t: TFunction<N> = (key: string, options?: Options) => translate(key, options, namespace);
  /** Lists and objects of strings (steps, FAQ entries), interpolated. */
  const tObject = <T>(key: ObjectKey<TranslationNamespaces[N]>, options?: Options): T =>
    translate(key, { ...options, returnObjects: true }, namespace) as unknown as T;
  return { t, tObject, i18n: { language: current, changeLanguage: setLanguage } };
}

registerTranslations('common', common);
if (typeof document !== 'undefined') document.documentElement.lang = language;
rememberForServer(readLocal(STORAGE_KEYS.language));
