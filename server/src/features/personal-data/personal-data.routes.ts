/**
 * The person's rights over their data (Kenya Data Protection Act 2019; docs/rules.md "Personal
 * data"): download it, delete the account. Both for the signed-in caller only, about themselves.
 * The daily retention job is registered here too.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { nairobiDay } from '@okota/shared';
import * as personalDataApi from '@okota/shared/contracts/personal-data.api';
import { registerRoute } from '../../plugins/register-route';
import { currentUser } from '../../plugins/auth';
import { ACCOUNT_DELETED_MESSAGE, deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';
import { renderExportHtml } from './export-html';
import { retentionJob } from './retention-job';

export const personalDataRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  ctx.jobs.serve([retentionJob], ctx);

  await registerRoute(app, personalDataApi.exportMyData, async (request, reply) => {
    const user = currentUser(request);
    const document = await exportMyData({ ctx, user, token: request.authToken!, language: request.query.language });
    const asPage = request.query.format === 'html';
    void reply
      .header('content-disposition', `attachment; filename="okota-my-data-${nairobiDay(new Date())}.${asPage ? 'html' : 'json'}"`)
      .header('cache-control', 'no-store');
    // The 200 schema types the JSON document; the page is a string with a type of its own, which
    // Fastify sends as it is (no JSON serializer).
    if (asPage) return (reply as FastifyReply).type('text/html; charset=utf-8').send(renderExportHtml(document));
    return document;
  });

  await registerRoute(app, personalDataApi.deleteMyAccount, async (request) => {
    await deleteMyAccount({ ctx, user: currentUser(request), password: request.body.password });
    return { message: ACCOUNT_DELETED_MESSAGE };
  });
};
