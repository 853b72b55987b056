/**
 * The first screens: the language choice (the first screen of a number we have never heard
 * from, and option 5 later) and the main menu. The choice is remembered for the number
 * (sms/ussd-callers.repository.ts), so its next session opens in that language.
 */
import { wordsFor, type Screen } from './ussd-engine';
import { searchMenu } from './menu-search';
import { documentMenu } from './menu-document';
import { claimsMenu } from './menu-claims';
import { reportMenu } from './menu-report';

const WORDS = {
  en: {
    title: 'Okota lost and found',
    options: ['1 Search found items', '2 Was my document found?', '3 My claims', '4 Report a lost item', '5 Lugha/Language'],
    hint: 'Type a number from 1 to 5.',
  },
  sw: {
    title: 'Okota: vitu vilivyopotea',
    options: ['1 Tafuta vitu vilivyopatikana', '2 Je, hati yangu imepatikana?', '3 Madai yangu', '4 Ripoti kitu kilichopotea', '5 Lugha/Language'],
    hint: 'Andika nambari kutoka 1 hadi 5.',
  },
};

export function mainMenu(): Screen {
  return {
    render: (env) => ({ lines: [wordsFor(WORDS, env).title, ...wordsFor(WORDS, env).options] }),
    choose(input) {
      const menus: Record<string, () => Screen> = { 1: searchMenu, 2: documentMenu, 3: claimsMenu, 4: reportMenu, 5: languageScreen };
      return menus[input]?.() ?? null;
    },
    hint: (env) => wordsFor(WORDS, env).hint,
  };
}

/** In both languages at once: the caller has not chosen one yet. */
export function languageScreen(): Screen {
  return {
    render: () => ({ lines: ['Karibu Okota / Welcome to Okota', 'Chagua lugha / Choose a language:', '1 English', '2 Kiswahili'] }),
    choose(input) {
      if (input === '1') return { screen: mainMenu(), language: 'en', reset: true };
      if (input === '2') return { screen: mainMenu(), language: 'sw', reset: true };
      return null;
    },
    hint: () => 'Andika 1 au 2 / Type 1 or 2.',
  };
}
