/** The admin's ledger: JSON for the screen, CSV (ledger.csv, or ?format=csv) for a spreadsheet. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerCsv, ledgerFileName } from './ledger-csv';
import { ledgerAnswer, ledgerQuery } from '@okota/shared/contracts/ledger.contract';
import { listLedger } from './list-ledger';
import type { PaymentsDeps } from '../payments-deps';
import { security } from '../../../plugins/openapi-security';

function sendCsv(reply: FastifyReply, ledger: Awaited<ReturnType<typeof listLedger>>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ledgerFileName(ledger.filters)}"`)
    .header('x-content-type-options', 'nosniff')
    .send(ledgerCsv(ledger.entries));
}

export function ledgerRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/ledger',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Every payment, refund, payout and platform fee with its M-Pesa receipt and state; daily totals (EAT); the books',
          security,
          querystring: ledgerQuery,
          response: { 200: ledgerAnswer },
        },
      },
      async (request, reply) => {
        const ledger = await listLedger({ db: deps.ctx.db, query: request.query });
        if (request.query.format === 'csv') return sendCsv(reply, ledger);
        return ledger;
      },
    );

    app.get(
      '/api/admin/ledger.csv',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin', 'payments'], summary: 'The ledger entries as CSV (same filters)', security, querystring: ledgerQuery },
      },
      async (request, reply) => sendCsv(reply, await listLedger({ db: deps.ctx.db, query: request.query })),
    );
  };
}
