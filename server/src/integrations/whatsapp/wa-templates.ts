/**
 * The message templates Okota submits to Meta for approval (docs/operations.md "WhatsApp"): one
 * name per turn, in English and Kiswahili, category utility; each body carries only our words and
 * one parameter, the short link. The simulator knows exactly these (132001 for any other).
 */
export const WA_TEMPLATE_NAMES = ['okota_turn_update'] as const;
export type WaTemplateName = (typeof WA_TEMPLATE_NAMES)[number];
export const WA_TEMPLATE_LANGUAGES = ['en', 'sw'] as const;

/** What each template's body says, as submitted ({{1}} is the link). */
export const WA_TEMPLATE_BODIES: Record<WaTemplateName, Record<(typeof WA_TEMPLATE_LANGUAGES)[number], string>> = {
  okota_turn_update: {
    en: 'Okota: there is news about your item. Open {{1}} to see it.',
    sw: 'Okota: kuna habari kuhusu kitu chako. Fungua {{1}} uone.',
  },
};

export function isKnownTemplate(name: string, language: string): boolean {
  return (WA_TEMPLATE_NAMES as readonly string[]).includes(name) && (WA_TEMPLATE_LANGUAGES as readonly string[]).includes(language);
}
