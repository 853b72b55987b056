/**
 * The profile's switch for turn messages by WhatsApp (docs/decisions/0267): the same preference the
 * chat's menu switches, kept on the conversation of the account's number. Only for a verified phone:
 * WhatsApp goes to the number, so the number must be the person's. Registered only where the
 * channel exists; elsewhere the route is absent (404) and the web shows no switch.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as whatsappApi from '@okota/shared/contracts/whatsapp.api';
import { registerRoute } from '../../plugins/register-route';
import { currentUser } from '../../plugins/auth';
import { badRequest } from '../../lib/errors';
import { findConversation, setTurnsByWhatsapp, startConversation } from './whatsapp.repository';

const waIdOf = (phone: string) => phone.replace(/\D/g, '');

export const whatsappProfileRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, whatsappApi.turns, async (request) => {
    const user = currentUser(request);
    const conversation = user.phoneVerified && user.phone ? await findConversation(app.ctx.db, waIdOf(user.phone)) : undefined;
    return { phoneVerified: user.phoneVerified, on: Boolean(conversation?.turnsByWhatsapp) };
  });
  await registerRoute(app, whatsappApi.setTurns, async (request) => {
    const user = currentUser(request);
    if (!user.phoneVerified || !user.phone) throw badRequest('Verify your phone number first');
    const waId = waIdOf(user.phone);
    await startConversation(app.ctx.db, waId, user.language === 'sw' ? 'sw' : 'en');
    await setTurnsByWhatsapp(app.ctx.db, waId, request.body.on);
    return { phoneVerified: true, on: request.body.on };
  });
};
