/**
 * What a response schema looks like once it has crossed the wire as JSON: the server may build
 * an answer with `Date` values, the client only ever receives their ISO strings. The web infers
 * its types from the contracts through this, so no response shape is written twice (issue 17).
 */
import type { z } from 'zod';

export type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

/** The JSON a client receives for a response schema. */
export type WireOf<Schema extends z.ZodType> = Wire<z.output<Schema>>;
