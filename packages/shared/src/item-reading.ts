/**
 * The public texts of an item in the order a person reads them on its page: title, description,
 * the claim questions, the nearby place (then, when a desk holds it, the desk's name, landmark and
 * hours; docs/decisions/0282). A number cut across these fields is whole only when they are read
 * together in this order (docs/decisions/0265), so every place that reads them as one takes them
 * from this one list: the scrub on save, the public texts on the way out, the doubt that holds a
 * listing and the check of a desk's edited texts. A field added here is read by all of them.
 */
export const ITEM_READING_KEYS = ['title', 'description', 'verificationQuestion1', 'verificationQuestion2', 'verificationQuestion3', 'nearLocation'] as const;

export type ItemReadingKey = (typeof ITEM_READING_KEYS)[number];

type Field = string | null | undefined;

/** The item's public texts as a list, in ITEM_READING_KEYS' order. */
export type ItemReadingFields = FieldPer<typeof ITEM_READING_KEYS>;
// A type parameter, so the mapping keeps the tuple a tuple (one Field per key, same length).
type FieldPer<Keys extends readonly unknown[]> = { readonly [I in keyof Keys]: Field };

/** An item's (or a form's, or a row's) public texts in reading order. */
export function itemReadingOf(item: { readonly [K in ItemReadingKey]?: Field }): ItemReadingFields {
  return ITEM_READING_KEYS.map((key) => item[key]) as unknown as ItemReadingFields;
}
