/**
 * The lost-reports API (issue 11). Every route is for signed-in users; a report is answered only
 * to its owner and admins (404 to anyone else). Routes are thin: schema, guard, one operation.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_PHOTO_BYTES } from '@okota/shared';
import { currentUser } from '../../plugins/auth';
import { filesOf, readPhotoForm } from '../items';
import { closeLostReport, renewLostReport } from './change-report-status';
import { createLostReport } from './create-lost-report';
import { deleteLostReport } from './delete-lost-report';
import { registerLostReportJobs } from './lost-report-jobs';
import { lostReportAlertPhoneRoutes } from './lost-report-alert-phone.routes';
import { getLostReport, listMyLostReports, listReportMatches, readLostReportPhoto } from './read-lost-reports';
import { updateLostReport } from './update-lost-report';
import { callerOf } from '../documents';
import * as lostReportsApi from '@okota/shared/contracts/lost-reports.api';
import { registerRoute } from '../../plugins/register-route';

export const lostReportsRoutes: FastifyPluginAsync = async (app) => {
  // One photo; two files are read so that the second gets a clear 400 instead of a parser error.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 2, fields: 20, fieldSize: 8 * 1024, parts: 24, headerPairs: 100 } });
  const { ctx } = app;
  registerLostReportJobs(ctx);
  // The phone a report alerts by SMS, proven by a code like the account's (auth/phone).
  await app.register(lostReportAlertPhoneRoutes);

  await registerRoute(
    app,
    lostReportsApi.create,
    async (request, reply) => {
      const report = await createLostReport(ctx, { owner: currentUser(request), body: request.body, photos: filesOf(request), caller: callerOf(request) });
      return reply.status(201).send(report);
    },
    { preValidation: readPhotoForm('photo') },
  );

  await registerRoute(app, lostReportsApi.mine, async (request) => listMyLostReports(ctx, { owner: currentUser(request) }));

  await registerRoute(app, lostReportsApi.get, async (request) => getLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id }));

  await registerRoute(
    app,
    lostReportsApi.update,
    async (request) =>
      updateLostReport(ctx, {
        viewer: currentUser(request),
        reportId: request.params.id,
        body: request.body,
        photos: filesOf(request),
        caller: callerOf(request),
      }),
    { preValidation: readPhotoForm('photo') },
  );

  await registerRoute(app, lostReportsApi.remove, async (request, reply) => {
    await deleteLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id });
    return reply.status(204).send(null);
  });

  await registerRoute(app, lostReportsApi.renew, async (request) => renewLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id }));

  await registerRoute(app, lostReportsApi.close, async (request) => closeLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id }));

  await registerRoute(app, lostReportsApi.matches, async (request) => listReportMatches(ctx, { viewer: currentUser(request), reportId: request.params.id }));

  await registerRoute(app, lostReportsApi.photo, async (request, reply) => {
    const photo = await readLostReportPhoto(ctx, { viewer: currentUser(request), reportId: request.params.id, size: request.query.size });
    if (photo.size !== undefined) reply.header('Content-Length', String(photo.size));
    return reply.header('Content-Type', 'image/webp').header('Cache-Control', 'private, no-store').header('Content-Disposition', 'inline').send(photo.body);
  });
};
