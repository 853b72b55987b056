/**
 * The Prometheus metrics of one app (issue 21). Each app has its own registry: tests build many
 * apps in one process, and prom-client's global default registry would refuse a second metric of
 * the same name. Requests are labelled by the route's pattern (`/api/items/:id`), never the
 * address, which would make a series per item and put ids and tokens into the metrics.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PAYMENT_STATUSES } from '@okota/shared';
import type { Database } from '../../db/client';
import type { SearchIndexState } from '../../context';
import { outboundCalls, type OutboundCall } from '../../lib/outbound-calls';
import { countOpenSockets } from '../notifications';
import { countPaymentsByState, countPayoutsByState, readJobQueue } from './metrics.repository';

const PREFIX = 'okota_';
/** Pages of the web app and unknown paths: answered by the not-found handler, which has no pattern. */
export const NO_ROUTE = '(no route)';

export interface AppMetrics {
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
  /** The text Prometheus reads, with the job queue and payments counted now. */
  render(): Promise<{ contentType: string; text: string }>;
  close(): void;
}

export function createAppMetrics(deps: {
  db: Database;
  log: FastifyBaseLogger;
  collectProcessMetrics: boolean;
  searchIndex?: () => SearchIndexState | undefined;
}): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by route pattern, method and status class (the rate is the _count)',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serverErrors = new Counter({
    name: `${PREFIX}http_server_errors_total`,
    help: 'Answers with a 5xx status, by route pattern',
    labelNames: ['method', 'route'],
    registers,
  });
  const jobsDue = new Gauge({
    name: `${PREFIX}jobs_due`,
    help: 'Jobs due now and not yet taken by a worker (queue depth), by kind',
    labelNames: ['kind'],
    registers,
  });
  const oldestDue = new Gauge({
    name: `${PREFIX}jobs_oldest_due_age_seconds`,
    help: 'How long the oldest due job of each kind has waited',
    labelNames: ['kind'],
    registers,
  });
  const jobsByState = new Gauge({
    name: `${PREFIX}jobs`,
    help: 'Jobs by kind and state: pending (due or later), running, failed (gave up)',
    labelNames: ['kind', 'state'],
    registers,
  });
  const paymentsByState = new Gauge({ name: `${PREFIX}payments`, help: 'Payments by state', labelNames: ['state'], registers });
  const payoutsByState = new Gauge({ name: `${PREFIX}payouts`, help: "Finders' payouts by state", labelNames: ['state'], registers });
  const databaseUp = new Gauge({ name: `${PREFIX}database_up`, help: '1 when this scrape could read the job queue and payments', registers });
  const sockets = new Gauge({ name: `${PREFIX}websocket_connections`, help: 'Signed-in WebSocket connections held by this process', registers });
  const searchIndex = new Gauge({
    name: `${PREFIX}search_index`,
    help: "This process's search index: items held, bytes of its arrays, the catalogue number applied, seconds its last full load took",
    labelNames: ['measure'],
    registers,
  });
  const calls = new Histogram({
    name: `${PREFIX}external_call_duration_seconds`,
    help: 'Calls to M-Pesa Daraja (service "mpesa") by endpoint and outcome, retries included',
    labelNames: ['service', 'endpoint', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60],
    registers,
  });

  const onCall = (message: unknown) => {
    const call = message as OutboundCall;
    calls.observe({ service: call.service, endpoint: call.endpoint, outcome: call.outcome }, call.seconds);
  };
  outboundCalls.subscribe(onCall);

  // Event-loop lag, memory, CPU, GC. Started at build in a server; in tests only when scraped, so
  // the many apps a test process builds do not each start the event-loop and GC observers.
  let processMetricsStarted = false;
  const startProcessMetrics = () => {
    if (processMetricsStarted) return;
    processMetricsStarted = true;
    collectDefaultMetrics({ register: registry, prefix: PREFIX });
  };
  if (deps.collectProcessMetrics) startProcessMetrics();

  async function countFromDatabase(): Promise<void> {
    try {
      const [queue, paymentStates, payoutStates] = await Promise.all([readJobQueue(deps.db), countPaymentsByState(deps.db), countPayoutsByState(deps.db)]);
      for (const gauge of [jobsDue, oldestDue, jobsByState, paymentsByState, payoutsByState]) gauge.reset();
      for (const row of queue) {
        jobsDue.set({ kind: row.kind }, row.due);
        oldestDue.set({ kind: row.kind }, row.oldestDueSeconds ?? 0);
        for (const state of ['pending', 'running', 'failed'] as const) jobsByState.set({ kind: row.kind, state }, row[state]);
      }
      for (const state of PAYMENT_STATUSES) paymentsByState.set({ state }, 0);
      for (const row of paymentStates) paymentsByState.set({ state: row.state }, row.count);
      for (const row of payoutStates) payoutsByState.set({ state: row.state }, row.count);
      databaseUp.set(1);
    } catch (error) {
      deps.log.warn({ err: error }, 'metrics: could not read the job queue and payments');
      databaseUp.set(0);
    }
  }

  return {
    observeRequest(request, reply) {
      const route = request.routeOptions.url ?? NO_ROUTE;
      const status = reply.statusCode;
      requests.observe({ method: request.method, route, status_class: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
      if (status >= 500) serverErrors.inc({ method: request.method, route });
    },
    async render() {
      startProcessMetrics();
      sockets.set(countOpenSockets());
      const index = deps.searchIndex?.();
      if (index) {
        searchIndex.set({ measure: 'items' }, index.items);
        searchIndex.set({ measure: 'bytes' }, index.bytes);
        searchIndex.set({ measure: 'applied_version' }, index.appliedVersion);
        searchIndex.set({ measure: 'load_seconds' }, index.loadSeconds);
      }
      await countFromDatabase();
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
    close() {
      outboundCalls.unsubscribe(onCall);
      registry.clear();
    },
  };
}
