/**
 * Number words of English, Kiswahili and Sheng as the contact detector reads them
 * (docs/decisions/0234-contact-detector-folding.md, 0264-private-numbers-and-budget.md): digits,
 * and the tens, teens and hundreds people read numbers in groups with ('one twenty three',
 * 'sabini na mbili'). Tables without a prototype (word-table.ts).
 */
import { wordTable } from './word-table';

export const DIGIT_WORDS = wordTable<string>({
  zero: '0',
  zeero: '0',
  ziro: '0',
  sero: '0',
  sifuri: '0',
  sufuri: '0',
  sifur: '0',
  nought: '0',
  one: '1',
  moja: '1',
  wani: '1',
  won: '1',
  two: '2',
  mbili: '2',
  mbii: '2',
  tuu: '2',
  three: '3',
  tatu: '3',
  thri: '3',
  thrii: '3',
  tree: '3',
  four: '4',
  nne: '4',
  foo: '4',
  foa: '4',
  five: '5',
  tano: '5',
  faiv: '5',
  faivu: '5',
  fiv: '5',
  six: '6',
  sita: '6',
  siksi: '6',
  sikisi: '6',
  seven: '7',
  saba: '7',
  sevn: '7',
  seveni: '7',
  sevin: '7',
  eight: '8',
  nane: '8',
  eiti: '8',
  eit: '8',
  ate: '8',
  nine: '9',
  tisa: '9',
  naini: '9',
  nain: '9',
});
/** Words that are digits only beside another digit or digit word: 'oh seven', not 'oh no'. */
export const NEIGHBOUR_DIGIT_WORDS = wordTable<string>({ oh: '0', o: '0', nil: '0', wan: '1', fo: '4', tu: '2', ate: '8', won: '1', tree: '3' });

/** Tens: English and Kiswahili ('sabini na mbili' is 72). */
export const TENS = wordTable<number>({
  twenty: 2,
  thirty: 3,
  forty: 4,
  fourty: 4,
  fifty: 5,
  sixty: 6,
  seventy: 7,
  eighty: 8,
  ninety: 9,
  ishirini: 2,
  thelathini: 3,
  arobaini: 4,
  hamsini: 5,
  sitini: 6,
  sabini: 7,
  themanini: 8,
  tisini: 9,
});

/** Ten to nineteen. */
export const TEENS = wordTable<number>({
  ten: 10,
  kumi: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
});

/** Every word a number is read with: what a run of spaced letters or syllables is cut back into. */
export const NUMBER_VOCABULARY: readonly string[] = [
  ...Object.keys(DIGIT_WORDS).filter((word) => !NEIGHBOUR_DIGIT_WORDS[word]),
  ...Object.keys(TENS),
  ...Object.keys(TEENS),
  'hundred',
  'double',
  'triple',
];
