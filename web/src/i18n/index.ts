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
import { validation } from './validation-strings';

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

export function registerTranslations(namespace: string, bundles: { en: Dictionary; sw: Dictionary }): void {
  resources.en[namespace] = bundles.en;
  resources.sw[namespace] = bundles.sw;
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

export function setLanguage(next: Language): void {
  language = next;
  writeLocal(STORAGE_KEYS.language, next);
  document.documentElement.lang = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type TFunction = (key: string, options?: Options) => string;

/** Re-renders the component when the language changes. */
export function useTranslation(namespace = 'common') {
  const current = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const t: TFunction = (key, options) => translate(key, options, namespace);
  /** Lists and objects of strings (steps, FAQ entries), interpolated. */
  const tObject = <T,>(key: string, options?: Options): T =>
    translate(key, { ...options, returnObjects: true }, namespace) as unknown as T;
  return { t, tObject, i18n: { language: current, changeLanguage: setLanguage } };
}

registerTranslations('common', common);
registerTranslations('validation', validation);
if (typeof document !== 'undefined') document.documentElement.lang = language;
