/** The phone a lost report alerts by SMS: name it (a code goes to it), prove it, or remove it. Owner only. */
import type { FastifyPluginAsync } from 'fastify';
import { formatPhoneLocal } from '@okota/shared';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { findLostReportAlertPhone, findOwnReport, removeLostReportAlertPhone } from './lost-report-alert-phone.repository';
import { requestAlertPhone, verifyAlertPhone } from './lost-report-alert-phone';
import * as lostReportsApi from '@okota/shared/contracts/lost-reports.api';
import { registerRoute } from '../../plugins/register-route';

const toJson = (row?: { phone: string; verifiedAt: Date | null }) => ({ phone: row ? formatPhoneLocal(row.phone) : null, verified: Boolean(row?.verifiedAt) });

export const lostReportAlertPhoneRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, lostReportsApi.alertPhone, async (request) => {
    if (!(await findOwnReport(app.ctx.db, request.params.id, currentUser(request).id))) throw notFound('Lost report not found');
    return toJson(await findLostReportAlertPhone(app.ctx.db, request.params.id));
  });

  await registerRoute(app, lostReportsApi.setAlertPhone, async (request) =>
    toJson(
      await requestAlertPhone({
        ctx: app.ctx,
        user: currentUser(request),
        lostReportId: request.params.id,
        phone: request.body.phone,
        ip: request.ip,
      }),
    ),
  );

  await registerRoute(app, lostReportsApi.verifyAlertPhone, async (request) => {
    const user = currentUser(request);
    await verifyAlertPhone({ ctx: app.ctx, user, lostReportId: request.params.id, code: request.body.code, ip: request.ip });
    return toJson(await findLostReportAlertPhone(app.ctx.db, request.params.id));
  });

  await registerRoute(app, lostReportsApi.removeAlertPhone, async (request) => {
    if (!(await findOwnReport(app.ctx.db, request.params.id, currentUser(request).id))) throw notFound('Lost report not found');
    await removeLostReportAlertPhone(app.ctx.db, request.params.id);
    return toJson(undefined);
  });
};
