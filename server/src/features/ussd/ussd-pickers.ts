/**
 * The two choices several menus share: a category and a county. Both page eight options at a
 * time (9 for more), since 47 counties never fit one 160-character screen; a county may also be
 * typed by name, or its first letters ('nak' for Nakuru).
 */
import { COUNTIES, categoryDisplayName } from '@okota/shared';
import { chosenIndex, memo, optionLines, wordsFor, type Screen, type Step, type UssdEnv } from './ussd-engine';
import { categoryChoices } from './ussd-catalogue';
import { MORE_CHOICE, pageOptions } from './ussd-text';

export interface CategoryChoice {
  id: number;
  name: string;
  icon: string;
}

/** The category's name as the web app and the SMS name it (the one list in @okota/shared/category-names). */
export function categoryLabel(category: CategoryChoice, env: { language: 'en' | 'sw' }): string {
  return categoryDisplayName(category.name, env.language);
}

const WORDS = {
  en: {
    category: 'Choose a category:',
    county: 'Choose the county, or type its name:',
    more: 'More',
    countyHint: 'Type a number, 9 for more, or a county name.',
  },
  sw: {
    category: 'Chagua aina ya kitu:',
    county: 'Chagua kaunti, au andika jina lake:',
    more: 'Zaidi',
    countyHint: 'Andika nambari, 9 kwa zaidi, au jina la kaunti.',
  },
};

/** Options of one page, and '9 More' when another page follows. */
function pageLines(labels: string[], hasMore: boolean, env: UssdEnv) {
  return [...optionLines(labels), ...(hasMore ? [`${MORE_CHOICE} ${wordsFor(WORDS, env).more}`] : [])];
}

export function categoryPicker(then: (category: CategoryChoice) => Step, page = 0): Screen {
  const pages = memo(async (ctx: UssdEnv['ctx']) => pageOptions(await categoryChoices(ctx)));
  return {
    async render(env) {
      const all = await pages(env.ctx);
      const shown = all[page] ?? [];
      return {
        lines: [
          wordsFor(WORDS, env).category,
          ...pageLines(
            shown.map((c) => categoryLabel(c, env)),
            page + 1 < all.length,
            env,
          ),
        ],
      };
    },
    async choose(input, env) {
      const all = await pages(env.ctx);
      if (input === MORE_CHOICE && page + 1 < all.length) return categoryPicker(then, page + 1);
      const index = chosenIndex(input, all[page]?.length ?? 0);
      return index === null ? null : then(all[page][index]);
    },
  };
}

const COUNTY_PAGES = pageOptions([...COUNTIES]);
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Counties whose name starts with what was typed (letters only: "murang'a" and 'muranga' alike). */
export function countiesNamed(input: string): string[] {
  const typed = letters(input);
  if (typed.length < 2) return [];
  const exact = COUNTIES.filter((county) => letters(county) === typed);
  return exact.length ? exact : COUNTIES.filter((county) => letters(county).startsWith(typed));
}

export function countyPicker(then: (county: string) => Step, page = 0): Screen {
  const shown = COUNTY_PAGES[page];
  return {
    render: (env) => ({ lines: [wordsFor(WORDS, env).county, ...pageLines(shown, page + 1 < COUNTY_PAGES.length, env)] }),
    choose(input) {
      if (input === MORE_CHOICE && page + 1 < COUNTY_PAGES.length) return countyPicker(then, page + 1);
      const index = chosenIndex(input, shown.length);
      if (index !== null) return then(shown[index]);
      const named = countiesNamed(input);
      if (named.length === 1) return then(named[0]);
      return named.length > 1 && named.length <= 8 ? countyChoice(named, then) : null;
    },
    hint: (env) => wordsFor(WORDS, env).countyHint,
  };
}

/** A few counties that start with the letters typed ('ka' → Kajiado, Kakamega). */
function countyChoice(counties: string[], then: (county: string) => Step): Screen {
  return {
    render: (env) => ({ lines: [wordsFor(WORDS, env).county, ...optionLines(counties)] }),
    choose(input) {
      const index = chosenIndex(input, counties.length);
      return index === null ? null : then(counties[index]);
    },
  };
}
