/**
 * Types only: the keys `t` accepts are read from a namespace's English strings, so a key that
 * does not exist fails `tsc`, and the Kiswahili strings must have every English key. Nothing here
 * reaches the bundle.
 */

/** The same shape as the English strings, with a string wherever English has one. */
export type Resources<E> = { [K in keyof E]: ResourceValue<E[K]> };
type ResourceValue<V> = V extends string ? string : V extends readonly (infer U)[] ? readonly ResourceValue<U>[] : Resources<V>;

/** `count` picks `key_one` or `key_other`; the call names `key`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/** Every path to a string, nested keys joined by dots ('card.title'), plurals by their base. */
export type TranslationKey<E> = {
  [K in keyof E & string]: E[K] extends string ? K | PluralBase<K> : E[K] extends readonly unknown[] ? never : `${K}.${TranslationKey<E[K]>}`;
}[keyof E & string];

/** Every path to a list or a group of strings, for `tObject`. */
export type ObjectKey<E> = {
  [K in keyof E & string]: E[K] extends string ? never : E[K] extends readonly unknown[] ? K : K | `${K}.${ObjectKey<E[K]>}`;
}[keyof E & string];
