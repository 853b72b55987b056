/**
 * An Africa's Talking SMS simulator speaking the same HTTP protocol (docs/reference/africastalking.md §2, §3,
 * §9.2): `POST /version1/messaging` with the apiKey header and a form body, answered 201 with
 * SMSMessageData exactly as recorded from the real API; then delivery reports posted to our
 * callback, scripted by the number (sms-outcomes.ts). The SMS feature mounts it under /__at when
 * SMS_ENV=simulator and the real client calls it over loopback HTTP. Its control routes under
 * /__sim/ are the developer's SMS outbox and the tests' levers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { normalizePhone } from '@okota/shared';
import { acceptFormBodies } from '../form-body';
import { outcomeFor, SEND_STATUS_NAMES } from './sms-outcomes';
import { SmsSimulatorState, simulatedMessageId } from './sms-simulator-state';

export interface SmsSimulatorOptions {
  username: string;
  apiKey: string;
  /** Where delivery reports go (our /api/sms/delivery-reports?key=…); undefined: none are sent. */
  reportUrl: () => Promise<string | undefined>;
  /** How long the network takes to report (about a second in development). */
  reportDelayMs: number;
  /** Lets the app read the outbox (/api/dev/sms-outbox) without HTTP. */
  onState?: (state: SmsSimulatorState) => void;
}

const COST_PER_PART = 'KES 0.8000';
const forceBody = z.object({
  httpStatus: z.number().int().min(400).max(599),
  body: z.string().max(500).default('Internal Server Error'),
  times: z.number().int().min(1).max(50).default(1),
});
const settingsBody = z.object({ reportDelayMs: z.number().int().min(0).max(600_000) });

export async function smsSimulator(app: FastifyInstance, options: SmsSimulatorOptions): Promise<void> {
  const state = new SmsSimulatorState(options.reportDelayMs, app.log);
  options.onState?.(state);
  app.addHook('onClose', async () => state.clearTimers());
  acceptFormBodies(app);

  // Africa's Talking's errors are plain text from akka-http (§2.3), never our JSON.
  const plain = (reply: FastifyReply, status: number, text: string) => reply.status(status).type('text/plain; charset=UTF-8').send(text);
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return plain(reply, status, status === 500 ? 'There was an internal server error.' : `The request content was malformed: ${error.message}`);
  });
  app.setNotFoundHandler((_request, reply) => plain(reply, 404, 'The requested resource could not be found.'));
  const opts = { config: { access: 'development' as const }, schema: { hide: true } };

  app.post('/version1/messaging', opts, async (request, reply) => {
    state.stats.requests += 1;
    const forced = state.takeForcedError();
    if (forced) return plain(reply, forced.httpStatus, forced.body);
    const apiKey = request.headers.apikey;
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (apiKey !== options.apiKey || form.username !== options.username) {
      reply.header('WWW-Authenticate', 'Basic realm="api",charset=UTF-8');
      return plain(reply, 401, 'The supplied authentication is invalid');
    }
    if (!form.to || !form.message) return plain(reply, 400, 'The request content was malformed: to and message are required');
    const recipients = form.to.split(',').map((raw) => {
      const to = normalizePhone(raw.trim());
      const statusCode = to ? outcomeFor(to).statusCode : 403;
      const accepted = statusCode <= 102;
      const sms = {
        messageId: accepted ? simulatedMessageId() : null,
        to: to ?? raw.trim(),
        from: form.from ?? null,
        text: form.message!,
        statusCode,
        status: accepted ? 'Success' : SEND_STATUS_NAMES[statusCode],
        cost: accepted ? COST_PER_PART : '0',
        receivedAt: new Date().toISOString(),
        reports: [],
      };
      state.record(sms);
      if (accepted) {
        state.stats.accepted += 1;
        state.scheduleReports(sms, outcomeFor(sms.to).reports, options.reportUrl);
      } else state.stats.rejected += 1;
      return { cost: sms.cost, messageId: sms.messageId ?? 'None', number: sms.to, status: sms.status, statusCode };
    });
    const sent = recipients.filter((r) => r.statusCode <= 102).length;
    const total = (sent * 0.8).toFixed(4);
    // Exactly this content type: one SDK compares it as a string (§2.1).
    return reply
      .status(201)
      .header('content-type', 'application/json')
      .send(
        JSON.stringify({
          SMSMessageData: { Message: `Sent to ${sent}/${recipients.length} Total Cost: KES ${total}`, Recipients: recipients },
        }),
      );
  });

  app.get('/__sim/outbox', opts, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { messages: state.outbox, stats: state.stats, reportDelayMs: state.reportDelayMs };
  });
  app.post('/__sim/reset', opts, async () => {
    state.reset();
    return { reset: true };
  });
  app.post('/__sim/force-error', opts, async (request, reply) => {
    const parsed = forceBody.safeParse(request.body);
    if (!parsed.success) return plain(reply, 400, 'httpStatus 400-599, body, times');
    state.forcedErrors.push({ httpStatus: parsed.data.httpStatus, body: parsed.data.body, remaining: parsed.data.times });
    return { forced: state.forcedErrors.length };
  });
  app.post('/__sim/settings', opts, async (request, reply) => {
    const parsed = settingsBody.safeParse(request.body);
    if (!parsed.success) return plain(reply, 400, 'reportDelayMs 0-600000');
    state.reportDelayMs = parsed.data.reportDelayMs;
    return { reportDelayMs: state.reportDelayMs };
  });
}
