/** Column helpers every table file uses. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();

/**
 * Text people typed reaches jsonb (a chat preview in a notification, an item title in the audit
 * log, a job's payload). PostgreSQL's jsonb refuses a lone UTF-16 surrogate and U+0000, which a
 * text column takes: every string (keys too) is made well formed on the way in, as it would read
 * anyway (a lone surrogate shows as U+FFFD), so no person's text can make a write fail.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '');

export function wellFormedJson(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormedJson);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [wellFormed(key), wellFormedJson(inner)]));
  }
  return value;
}

/** A jsonb column whose strings are made well formed on write (see above). */
export const jsonb = <T = unknown>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(wellFormedJson(value)),
    fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as T,
  })(name);
