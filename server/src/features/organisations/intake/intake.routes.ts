/**
 * The intake desk's register import (issue 28, docs/decisions/0241): CSV as text/csv, or JSON
 * {csv}. A preview answers 200 with the errors; a commit with errors answers 400 and writes nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { currentUser } from '../../../plugins/auth';
import { registerRoute } from '../../../plugins/register-route';
import { importRegister } from './import-register';

/** 500 rows of long descriptions; anything larger is not a register. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export const intakeRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // A spreadsheet's own export: the text itself is the body (read as {csv} so one schema serves both).
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => {
    done(null, { csv: String(body) });
  });

  await registerRoute(
    app,
    organisationsApi.importRegister,
    async (request, reply) => {
      const outcome = await importRegister(ctx, {
        member: currentUser(request),
        organisationId: request.params.id,
        csv: request.body.csv,
        commit: request.query.commit === '1',
      });
      return outcome.refused ? reply.status(400).send(outcome.result) : outcome.result;
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
};
