/**
 * The development phone (access 'development': this machine only, never in production): what the
 * simulated WhatsApp business sent each number, what the person did, and the person's actions
 * (type, photo, location, tap), passed to the simulator, which delivers them to the webhook
 * signed as Meta would.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as devApi from '@okota/shared/contracts/dev.api';
import { registerRoute } from '../../plugins/register-route';
import { notFound } from '../../lib/errors';
import type { WaSimulatorState } from '../../integrations/whatsapp/simulator/wa-simulator-state';

export function whatsappDevRoutes(deps: { simulator: () => WaSimulatorState | undefined; act?: (body: unknown) => Promise<unknown> }): FastifyPluginAsync {
  return async (app) => {
    // A photo the person sends travels as base64 in the action.
    const options = { bodyLimit: 8 * 1024 * 1024 };
    await registerRoute(
      app,
      devApi.whatsappLog,
      async (request, reply) => {
        const simulator = deps.simulator();
        if (!simulator) throw notFound('No WhatsApp simulator');
        reply.header('Cache-Control', 'no-store');
        const wanted = request.query.to?.replace(/\D/g, '');
        return {
          sent: simulator.outbox.filter((m) => !wanted || m.to === wanted),
          received: simulator.inbox.filter((m) => !wanted || m.from === wanted),
        };
      },
      options,
    );
    // A photo the business uploaded and sent by media id (docs/decisions/0269), for the page to show.
    await registerRoute(
      app,
      devApi.whatsappMedia,
      async (request, reply) => {
        const media = deps.simulator()?.media.get(request.params.id);
        if (!media) throw notFound('No such WhatsApp media');
        return reply.type(media.mimeType).header('Cache-Control', 'no-store').send(media.bytes);
      },
      options,
    );
    // The page's actions go through /api (same origin, proxied by Vite) to the simulator's /__sim/person.
    await registerRoute(
      app,
      devApi.whatsappAct,
      async (request, reply) => {
        if (!deps.simulator() || !deps.act) throw notFound('No WhatsApp simulator');
        const answer = (await deps.act(request.body)) as { statusCode: number; body: unknown };
        return reply.status(answer.statusCode).send(answer.body);
      },
      options,
    );
  };
}
