/** POST /api/documents/lookup: "was my document found?", for guests and signed-in users alike. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLookupSchema } from '@okota/shared';
import { lookUpDocument } from './look-up-document';

const errorResponse = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

export const documentLookupResponse = z.object({
  found: z.boolean(),
  items: z.array(z.object({
    id: z.number().describe('The item page is /item/{id}'),
    county: z.string(),
    dateFound: z.string().describe('The day it was found (YYYY-MM-DD, East Africa Time)'),
  })).optional().describe('Only when found: claimable items carrying the number, newest first'),
});

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/documents/lookup', {
    // A signed-in caller is counted by account as well as by address.
    config: { access: 'optional-user' },
    schema: {
      tags: ['documents'],
      summary: 'Was a document with this number found? (county and day only; the number is compared as a keyed hash)',
      body: documentLookupSchema,
      response: { 200: documentLookupResponse, 400: errorResponse, 429: errorResponse },
    },
  }, async (request) => lookUpDocument(app.ctx, { number: request.body.number, caller: { ip: request.ip, userId: request.user?.id ?? null } }));
};
