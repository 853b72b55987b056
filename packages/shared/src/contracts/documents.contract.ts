/** The documents API's contract (issue 16): the lookup body is in ../schemas/document.schema.ts. */
import { z } from 'zod';

/** What a lookup answers: never the item's title, description, photos or finder. */
export const documentLookupResponse = z.object({
  found: z.boolean(),
  items: z
    .array(
      z.object({
        id: z.number().describe('The item page is /item/{id}'),
        county: z.string(),
        dateFound: z.string().describe('The day it was found (YYYY-MM-DD, East Africa Time)'),
      }),
    )
    .optional()
    .describe('Only when found: claimable items carrying the number, newest first'),
});
export type DocumentLookupAnswer = z.infer<typeof documentLookupResponse>;
