/**
 * Kiswahili names of the built-in categories. Categories live in the database and admins may add
 * more, so this is keyed by the English name as seeded (lower-cased, with the spellings an admin
 * is likely to type); an admin's own category without a row here keeps the name as entered.
 */
import { wordTable } from './word-table';

interface CategoryWords {
  sw: string;
  swDescription?: string;
}

const SEEDED = wordTable<CategoryWords>({
  electronics: { sw: 'Vifaa vya elektroniki', swDescription: 'Simu, kompyuta, chaja, vifaa vya masikioni' },
  documents: { sw: 'Vitambulisho na hati', swDescription: 'Vitambulisho, pasipoti, vyeti, kadi' },
  wallets: { sw: 'Pochi', swDescription: 'Pochi na vibeti' },
  bags: { sw: 'Mabegi', swDescription: 'Mabegi, mikoba, masanduku' },
  keys: { sw: 'Funguo', swDescription: 'Funguo za nyumba, gari na ofisi' },
  jewelry: { sw: 'Vito na saa', swDescription: 'Pete, saa, mikufu' },
  clothing: { sw: 'Nguo', swDescription: 'Nguo, viatu, miavuli' },
  pets: { sw: 'Wanyama vipenzi', swDescription: 'Wanyama waliopotea au kupatikana' },
  other: { sw: 'Vinginevyo', swDescription: 'Kitu kingine chochote' },
});

/** Names an admin is likely to give a category of their own. */
const COMMON = wordTable<string>({
  phones: 'Simu',
  'mobile phones': 'Simu',
  'id/documents': 'Vitambulisho/Hati',
  ids: 'Vitambulisho',
  'id cards': 'Vitambulisho',
  passports: 'Pasipoti',
  jewellery: 'Vito na saa',
  watches: 'Saa',
  glasses: 'Miwani',
  spectacles: 'Miwani',
  laptops: 'Kompyuta mpakato',
  computers: 'Kompyuta',
  cards: 'Kadi',
  'bank cards': 'Kadi za benki',
  umbrellas: 'Miavuli',
  shoes: 'Viatu',
  books: 'Vitabu',
  certificates: 'Vyeti',
  money: 'Pesa',
  cash: 'Pesa taslimu',
  'bags & backpacks': 'Mabegi',
  handbags: 'Mikoba',
  'household items': 'Vitu vya nyumbani',
  toys: 'Vitu vya kuchezea',
  'sports equipment': 'Vifaa vya michezo',
  vehicles: 'Magari',
  bicycles: 'Baiskeli',
  animals: 'Wanyama',
});

const keyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The category's name in the reader's language: 'Keys' → 'Funguo' in Kiswahili; an unknown name as entered. */
export function categoryDisplayName(name: string, language: 'en' | 'sw' | string): string;
export function categoryDisplayName(name: string | null | undefined, language: 'en' | 'sw' | string): string | null;
export function categoryDisplayName(name: string | null | undefined, language: string): string | null {
  if (name == null) return null;
  if (language !== 'sw') return name;
  const key = keyOf(name);
  return SEEDED[key]?.sw ?? COMMON[key] ?? name;
}

/** A built-in category's description in Kiswahili; otherwise the description as entered. */
export function categoryDisplayDescription(name: string, description: string | null | undefined, language: string): string | null {
  if (language === 'sw') return SEEDED[keyOf(name)]?.swDescription ?? description ?? null;
  return description ?? null;
}

/** Every category name with a Kiswahili translation (tests check the seeded list is covered). */
export const TRANSLATED_CATEGORY_NAMES: readonly string[] = [...Object.keys(SEEDED), ...Object.keys(COMMON)];
