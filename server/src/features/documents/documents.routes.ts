/** POST /api/documents/lookup: "was my document found?", for guests and signed-in users alike. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentLookupSchema } from '@okota/shared';
import { documentLookupResponse } from '@okota/shared/contracts/documents.contract';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { lookUpDocument } from './look-up-document';
import { callerOf } from './lookup-caller';

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/documents/lookup',
    {
      // A signed-in caller is counted by account (and verified phone, as USSD counts it) as well as by address.
      config: { access: 'optional-user' },
      schema: {
        tags: ['documents'],
        summary: 'Was a document with this number found? (county and day only; the number is compared as a keyed hash)',
        body: documentLookupSchema,
        response: { 200: documentLookupResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => lookUpDocument(app.ctx, { number: request.body.number, caller: callerOf(request) }),
  );
};
