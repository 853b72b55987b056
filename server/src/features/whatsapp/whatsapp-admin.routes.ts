/**
 * What admins see of WhatsApp (docs/decisions/0267): the last 7 days' messages in and out,
 * templates sent and their cost estimate at WHATSAPP_TEMPLATE_COST_USD, failures and SMS
 * fallbacks; and every text the bot says, in both languages, listed in one place for review.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BotTexts } from '@okota/shared/contracts/admin-whatsapp.contract';
import * as adminMessagingApi from '@okota/shared/contracts/admin-messaging.api';
import { registerRoute } from '../../plugins/register-route';
import { WA_TEMPLATE_BODIES } from '../../integrations/whatsapp/wa-templates';
import { WA_WORDS } from './conversation/wa-words';
import { whatsappCounts } from './whatsapp.repository';

const DAYS = 7;

/** A placeholder for a text's value: `{1}`, or `{category}` where the text reads a field of it. */
function placeholder(position: number): unknown {
  return new Proxy(
    {},
    {
      get: (_target, key) => (key === Symbol.toPrimitive || key === 'toString' ? () => `{${position}}` : `{${String(key)}}`),
    },
  );
}

/** Each text as a reviewer reads it: a function's values shown as placeholders. */
function reviewable(value: unknown): unknown {
  if (typeof value === 'function') return (value as (...args: unknown[]) => string)(...Array.from({ length: value.length }, (_, i) => placeholder(i + 1)));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviewable(v)]));
  return value;
}

export const whatsappAdminRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminMessagingApi.whatsappStats, async () => {
    const since = new Date(Date.now() - DAYS * 24 * 60 * 60 * 1000);
    const counts = await whatsappCounts(app.ctx.db, since);
    const rate = app.ctx.config.WHATSAPP_TEMPLATE_COST_USD;
    return { days: DAYS, ...counts, templateCostUsd: rate, estimatedCostUsd: Math.round(counts.templates * rate * 10_000) / 10_000 };
  });

  await registerRoute(app, adminMessagingApi.whatsappTexts, async () => ({
    words: { en: reviewable(WA_WORDS.en) as BotTexts, sw: reviewable(WA_WORDS.sw) as BotTexts },
    templates: WA_TEMPLATE_BODIES,
  }));
};
