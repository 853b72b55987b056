/**
 * The profile's switch for turn messages by WhatsApp (docs/decisions/0267): the same preference the
 * chat's menu switches, kept on the conversation of the account's number. Only for a verified phone:
 * WhatsApp goes to the number, so the number must be the person's. Registered only where the
 * channel exists; elsewhere the route is absent (404) and the web shows no switch.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { badRequest } from '../../lib/errors';
import { findConversation, setTurnsByWhatsapp, startConversation } from './whatsapp.repository';

const body = z.object({ on: z.boolean() }).strict();
const waIdOf = (phone: string) => phone.replace(/\D/g, '');

export const whatsappProfileRoutes: FastifyPluginAsync = async (app) => {
  const schema = { tags: ['profile'] };
  app.get(
    '/api/profile/whatsapp-turns',
    { config: { access: 'user' }, schema: { ...schema, summary: 'Whether turn messages go to the signed-in user by WhatsApp' } },
    async (request) => {
      const user = currentUser(request);
      const conversation = user.phoneVerified && user.phone ? await findConversation(app.ctx.db, waIdOf(user.phone)) : undefined;
      return { phoneVerified: user.phoneVerified, on: Boolean(conversation?.turnsByWhatsapp) };
    },
  );
  app.put(
    '/api/profile/whatsapp-turns',
    { config: { access: 'user' }, schema: { ...schema, summary: 'Turn messages by WhatsApp (on) or by SMS (off)' } },
    async (request) => {
      const user = currentUser(request);
      const parsed = body.safeParse(request.body);
      if (!parsed.success) throw badRequest('Send {"on": true} or {"on": false}');
      if (!user.phoneVerified || !user.phone) throw badRequest('Verify your phone number first');
      const waId = waIdOf(user.phone);
      await startConversation(app.ctx.db, waId, user.language === 'sw' ? 'sw' : 'en');
      await setTurnsByWhatsapp(app.ctx.db, waId, parsed.data.on);
      return { phoneVerified: true, on: parsed.data.on };
    },
  );
};
