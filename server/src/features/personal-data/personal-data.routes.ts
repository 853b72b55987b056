/**
 * The person's rights over their data (Kenya Data Protection Act 2019; docs/rules.md "Personal
 * data"): download it, delete the account. Both for the signed-in caller only, about themselves.
 * The daily retention job is registered here too.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nairobiDay } from '@okota/shared';
import { currentUser } from '../../plugins/auth';
import { ACCOUNT_DELETED_MESSAGE, deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';
import { renderExportHtml } from './export-html';
import { errorWithReasonResponse as errorResponse } from '@okota/shared/contracts/error.contract';
import { conflictResponse, deleteAccountBody, deleteAccountResponse, exportDocument, exportQuery } from '@okota/shared/contracts/personal-data.contract';
import { retentionJob } from './retention-job';
import { security } from '../../plugins/openapi-security';

const tags = ['personal-data'];

export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.jobs.serve([retentionJob], ctx);

  app.get(
    '/api/me/export',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary:
          "Everything held about the caller as one JSON document, or with format=html as one printable page (at most 3 a day together); words in the caller's language, never a token or another person's contact",
        querystring: exportQuery,
        response: { 200: exportDocument, 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const document = await exportMyData({ ctx, user, token: request.authToken!, language: request.query.language });
      const asPage = request.query.format === 'html';
      void reply
        .header('content-disposition', `attachment; filename="okota-my-data-${nairobiDay(new Date())}.${asPage ? 'html' : 'json'}"`)
        .header('cache-control', 'no-store');
      // The 200 schema types the JSON document; the page is a string with a type of its own, which
      // Fastify sends as it is (no JSON serializer), so the reply is used untyped for it.
      if (asPage) return (reply as unknown as FastifyReply).type('text/html; charset=utf-8').send(renderExportHtml(document));
      return document;
    },
  );

  app.delete(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "Close the caller's account: sessions end, personal data is erased, payments stay for the books without it; 409 while money is in flight",
        body: deleteAccountBody,
        response: { 200: deleteAccountResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: conflictResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await deleteMyAccount({ ctx, user: currentUser(request), password: request.body.password });
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );
};
