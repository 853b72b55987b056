/** What admins see of WhatsApp (docs/decisions/0267): the week's counts and the bot's texts. */
import { z } from 'zod';

/** GET /api/admin/whatsapp: the last `days` days' messages in and out, and the templates' cost estimate. */
export const whatsappStatsAnswer = z.object({
  days: z.number(),
  inbound: z.number(),
  sent: z.number(),
  templates: z.number(),
  failed: z.number(),
  fallbacks: z.number(),
  templateCostUsd: z.number(),
  estimatedCostUsd: z.number(),
});

/** Each text of the bot, nested as it is kept, with `{1}` or `{field}` where a value goes. */
export type BotTexts = { [key: string]: string | BotTexts };
const botTexts: z.ZodType<BotTexts> = z.lazy(() => z.record(z.string(), z.union([z.string(), botTexts])));

/** GET /api/admin/whatsapp/texts: every text in English and Kiswahili, and the templates' bodies. */
export const whatsappTextsAnswer = z.object({
  words: z.object({ en: botTexts, sw: botTexts }),
  templates: z.record(z.string(), z.object({ en: z.string(), sw: z.string() })),
});
