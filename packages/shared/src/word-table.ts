/**
 * A lookup table keyed by words people type. A plain object literal inherits Object's own names,
 * so `table['constructor']` would be a function and `table['toString']` another: a listing that
 * says "constructor" made the contact detector throw, and so every search page showing it. These
 * tables have no prototype: every key not written here is undefined.
 */
export function wordTable<V>(entries: Record<string, V>): Readonly<Partial<Record<string, V>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
