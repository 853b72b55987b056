/** The phone a lost report alerts by SMS: name it (a code goes to it), prove it, or remove it. Owner only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertPhoneAnswer as alertPhone, alertPhoneBody } from '@okota/shared/contracts/sms.contract';
import { idParams as params } from '@okota/shared/contracts/ids';
import { formatPhoneLocal, verifyPhoneCodeSchema } from '@okota/shared';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { findLostReportAlertPhone, findOwnReport, removeLostReportAlertPhone } from './lost-report-alert-phone.repository';
import { requestAlertPhone, verifyAlertPhone } from './lost-report-alert-phone';

const toJson = (row?: { phone: string; verifiedAt: Date | null }) => ({ phone: row ? formatPhoneLocal(row.phone) : null, verified: Boolean(row?.verifiedAt) });

export const lostReportAlertPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lost-reports'];

  app.get(
    '/api/lost-reports/:id/alert-phone',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The phone this lost report alerts by SMS, and whether it is proven', params, response: { 200: alertPhone } },
    },
    async (request) => {
      if (!(await findOwnReport(app.ctx.db, request.params.id, currentUser(request).id))) throw notFound('Lost report not found');
      return toJson(await findLostReportAlertPhone(app.ctx.db, request.params.id));
    },
  );

  app.put(
    '/api/lost-reports/:id/alert-phone',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Name a phone to alert by SMS about matches; a code goes to it unless it is your verified number',
        params,
        body: alertPhoneBody,
        response: { 200: alertPhone },
      },
    },
    async (request) =>
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

  app.post(
    '/api/lost-reports/:id/alert-phone/verify',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Enter the code sent to the alert phone', params, body: verifyPhoneCodeSchema, response: { 200: alertPhone } },
    },
    async (request) => {
      const user = currentUser(request);
      await verifyAlertPhone({ ctx: app.ctx, user, lostReportId: request.params.id, code: request.body.code, ip: request.ip });
      return toJson(await findLostReportAlertPhone(app.ctx.db, request.params.id));
    },
  );

  app.delete(
    '/api/lost-reports/:id/alert-phone',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Stop alerting another phone', params, response: { 200: alertPhone } },
    },
    async (request) => {
      if (!(await findOwnReport(app.ctx.db, request.params.id, currentUser(request).id))) throw notFound('Lost report not found');
      await removeLostReportAlertPhone(app.ctx.db, request.params.id);
      return toJson(undefined);
    },
  );
};
