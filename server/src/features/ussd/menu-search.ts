/**
 * Menu 1, search found items: category → county → the five newest titles → one item (its
 * county, the day it was found and its code, which is its number on the web: /item/{code}) →
 * "send me the link by SMS".
 */
import { formatPhoneLocal } from '@okota/shared';
import { memo, optionLines, wordsFor, type Screen, type UssdEnv } from './ussd-engine';
import { categoryLabel, categoryPicker, countyPicker, type CategoryChoice } from './ussd-pickers';
import { formatUssdDay } from './ussd-text';
import type { FoundItemSummary } from './ussd.repository';
import { heldAtLines } from './ussd-held-at';
import { newestFoundItems } from './ussd-catalogue';
import { sendUssdLink } from './send-ussd-link';

export const NEWEST_ITEMS_SHOWN = 5;

const WORDS = {
  en: {
    /** After the category's name, which may be shortened. */
    listTrail: (county: string) => ` found in ${county}:`,
    none: (category: string, county: string) => `No ${category} found in ${county} yet. New items come every day: try again soon.`,
    found: (county: string, day: string) => `Found in ${county} on ${day}`,
    code: (id: number) => `Code: ${id}`,
    sendLink: '1 Send me the link by SMS',
    linkHint: 'Type 1 for the link.',
    sent: (phone: string) => `We are sending the link to ${phone} by SMS. Open it to claim the item. Thank you for using Okota.`,
    notSent: (id: number, site: string) => `Sorry, we could not send the SMS now. Please try again later, or open ${site}/item/${id}`,
  },
  sw: {
    listTrail: (county: string) => ` - vilivyopatikana ${county}:`,
    none: (category: string, county: string) =>
      `Bado hakuna kitu kilichopatikana ${county} katika aina ya ${category}. Vitu vipya huja kila siku: jaribu tena baadaye.`,
    found: (county: string, day: string) => `Kilipatikana ${county} tarehe ${day}`,
    code: (id: number) => `Nambari: ${id}`,
    sendLink: '1 Nitumie kiungo kwa SMS',
    linkHint: 'Andika 1 kupata kiungo.',
    sent: (phone: string) => `Tunatuma kiungo kwa ${phone} kwa SMS. Kifungue ili kudai kitu. Asante kwa kutumia Okota.`,
    notSent: (id: number, site: string) => `Samahani, hatukuweza kutuma SMS sasa. Jaribu tena baadaye, au fungua ${site}/item/${id}`,
  },
};

export function searchMenu(): Screen {
  return categoryPicker((category) => countyPicker((county) => newestItemsScreen(category, county)));
}

function newestItemsScreen(category: CategoryChoice, county: string): Screen {
  const load = memo((ctx: UssdEnv['ctx']) => newestFoundItems(ctx, { categoryId: category.id, county, limit: NEWEST_ITEMS_SHOWN }));
  return {
    async render(env) {
      const found = await load(env.ctx);
      const words = wordsFor(WORDS, env);
      const label = categoryLabel(category, env);
      if (!found.length) return { lines: [{ text: words.none(label, county), shrinkTo: 40 }] };
      return {
        lines: [
          { text: label, trail: words.listTrail(county), shrinkTo: 6 },
          ...optionLines(
            found.map((item) => item.title),
            6,
          ),
        ],
      };
    },
    async choose(input, env) {
      const found = await load(env.ctx);
      const index = /^\d$/.test(input) ? Number(input) - 1 : -1;
      return found[index] ? itemScreen(found[index]) : null;
    },
  };
}

/** One found item as a feature phone shows it; the same screen serves the document answer. */
export function itemScreen(item: FoundItemSummary): Screen {
  return {
    async render(env) {
      const words = wordsFor(WORDS, env);
      const heldAt = await heldAtLines(env, item.id);
      return {
        lines: [
          { text: item.title, shrinkTo: 10 },
          words.found(item.county, formatUssdDay(item.dateFound, env.language)),
          ...heldAt,
          words.code(item.id),
          words.sendLink,
        ],
      };
    },
    choose: (input) => (input === '1' ? linkSentScreen(item) : null),
    hint: linkHint,
  };
}

/** What to type on a screen whose only choice is the link by SMS. */
export const linkHint = (env: { language: 'en' | 'sw' }) => wordsFor(WORDS, env).linkHint;

/** 'okota.co.ke' from 'https://okota.co.ke': what a person types into a browser. */
export const siteName = (publicUrl: string) => new URL(publicUrl).host;

export function linkSentScreen(item: FoundItemSummary): Screen {
  return {
    async render(env) {
      const words = wordsFor(WORDS, env);
      const sent = await sendUssdLink(env, item);
      return { lines: [sent ? words.sent(formatPhoneLocal(env.phone)) : words.notSent(item.id, siteName(env.ctx.config.publicUrl))], end: true };
    },
  };
}
