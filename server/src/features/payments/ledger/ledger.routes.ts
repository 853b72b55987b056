/** The admin's ledger: JSON for the screen, CSV (ledger.csv, or ?format=csv) for a spreadsheet. */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { registerRoute } from '../../../plugins/register-route';
import { ledgerCsv, ledgerFileName } from './ledger-csv';
import { listLedger } from './list-ledger';
import type { PaymentsDeps } from '../payments-deps';

function sendCsv(reply: FastifyReply, ledger: Awaited<ReturnType<typeof listLedger>>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ledgerFileName(ledger.filters)}"`)
    .header('x-content-type-options', 'nosniff')
    .send(ledgerCsv(ledger.entries));
}

export function ledgerRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, adminPaymentsApi.ledgerList, async (request, reply) => {
      const ledger = await listLedger({ db: deps.ctx.db, query: request.query });
      if (request.query.format === 'csv') return sendCsv(reply, ledger);
      return ledger;
    });

    await registerRoute(app, adminPaymentsApi.ledgerCsv, async (request, reply) => sendCsv(reply, await listLedger({ db: deps.ctx.db, query: request.query })));
  };
}
