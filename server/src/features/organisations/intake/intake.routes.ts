/**
 * The intake desk's register import (issue 28, docs/decisions/0241): CSV as text/csv, or JSON
 * {csv}. A preview answers 200 with the errors; a commit with errors answers 400 and writes nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { importBody, importQuery, importRefusedResponse, importResult } from '@okota/shared/contracts/organisations.contract';
import { currentUser } from '../../../plugins/auth';
import { organisationParams } from '../held/held.routes';
import { importRegister } from './import-register';

/** 500 rows of long descriptions; anything larger is not a register. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // A spreadsheet's own export: the text itself is the body (read as {csv} so one schema serves both).
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => {
    done(null, { csv: String(body) });
  });

  app.post(
    '/api/organisations/:id/imports',
    {
      schema: {
        tags: ['organisations'],
        summary: "Import the organisation's register (CSV): commit=0 previews each row's errors, commit=1 imports every row or none",
        consumes: ['text/csv', 'application/json'],
        params: organisationParams,
        querystring: importQuery,
        body: importBody,
        response: {
          200: importResult,
          400: importRefusedResponse.or(errorResponse),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'user' },
    },
    async (request, reply) => {
      const outcome = await importRegister(ctx, {
        member: currentUser(request),
        organisationId: request.params.id,
        csv: request.body.csv,
        commit: request.query.commit === '1',
      });
      return outcome.refused ? reply.status(400).send(outcome.result) : outcome.result;
    },
  );
};
