/**
 * A database id as a caller sends it: in a path or query string it is text, and the JSON bodies
 * that carry one have always accepted "5" as well as 5, so one coerced schema serves all. The cap
 * makes an id no integer column can hold a 400, not a database error (a 500).
 */
import { z } from 'zod';
import { DB_ID_MAX } from '../constants';

export const dbId = z.coerce.number().int().positive().max(DB_ID_MAX);

/** The `{id}` of every `/…/{id}` route. */
export const idParams = z.object({ id: dbId });
