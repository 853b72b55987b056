/**
 * Kiswahili (and Sheng) words for things people lose, with the English words listings are
 * mostly written in, and both Kenyan and American spellings: a search for "simu" should find
 * "Tecno phone", and "phone" a listing that says "simu". Each row is a set of words meaning the
 * same thing; a search word found in a row also matches every other word of it (server's
 * search-query.ts). Only whole words are looked up, so a half-typed word stays a prefix search.
 */
export const SEARCH_WORD_GROUPS: readonly (readonly string[])[] = [
  ['simu', 'rununu', 'kabambe', 'phone', 'handset', 'smartphone', 'mobile'],
  // "Kipande" is what most people call the national ID card.
  ['kitambulisho', 'vitambulisho', 'kipande', 'vipande', 'id', 'ids', 'identity', 'identification'],
  ['pochi', 'kibeti', 'vibeti', 'wallet', 'purse'],
  ['ufunguo', 'funguo', 'key', 'keys'],
  ['begi', 'mabegi', 'bag', 'bags', 'backpack', 'rucksack'],
  ['mkoba', 'mikoba', 'handbag', 'purse', 'bag', 'bags'],
  ['mfuko', 'mifuko', 'bag', 'bags', 'pouch'],
  // Not "box": a search for a suitcase should not bring every lunch box (docs/decisions/0220).
  ['sanduku', 'masanduku', 'suitcase'],
  ['saa', 'watch', 'clock'],
  ['miwani', 'glasses', 'spectacles', 'sunglasses', 'specs'],
  ['kadi', 'card'],
  ['laini', 'line'],
  ['gari', 'ndai', 'car', 'vehicle'],
  ['nyumba', 'house', 'home'],
  ['benki', 'bank'],
  ['leseni', 'licence', 'license'],
  ['pasipoti', 'pasi', 'passport'],
  ['cheti', 'vyeti', 'certificate', 'cert'],
  ['hati', 'document', 'documents', 'papers'],
  ['kompyuta', 'tarakilishi', 'computer', 'laptop'],
  ['kipakatalishi', 'laptop'],
  ['chaja', 'charger'],
  ['vipokea', 'earphones', 'earbuds', 'headphones', 'headset'],
  ['pete', 'ring'],
  ['mkufu', 'mikufu', 'necklace', 'chain'],
  ['bangili', 'bracelet', 'bangle'],
  ['hereni', 'herini', 'earrings', 'earring'],
  ['vito', 'jewellery', 'jewelry'],
  ['nguo', 'clothes', 'clothing'],
  ['kiatu', 'viatu', 'shoe', 'shoes', 'sneakers'],
  ['koti', 'makoti', 'jacket', 'coat'],
  ['sweta', 'sweater', 'jumper', 'hoodie'],
  ['mwavuli', 'miavuli', 'umbrella'],
  ['kofia', 'hat', 'hats', 'cap', 'caps'],
  ['mkanda', 'belt'],
  ['kitabu', 'vitabu', 'book', 'books'],
  ['daftari', 'madaftari', 'notebook'],
  ['pesa', 'hela', 'money', 'cash'],
  ['mbwa', 'dog', 'dogs', 'puppy'],
  ['paka', 'cat', 'cats', 'kitten'],
  ['kamera', 'camera'],
  ['redio', 'radio'],
  ['kishikwambi', 'tablet', 'ipad'],
  ['baiskeli', 'bicycle', 'bike'],
  ['pikipiki', 'motorbike', 'motorcycle', 'boda'],
  ['dawa', 'medicine', 'medication'],
  ['kalamu', 'pen', 'pens'],
  ['kikapu', 'vikapu', 'basket', 'baskets'],
  ['ngozi', 'leather'],
  ['shule', 'school'],
  ['harusi', 'ndoa', 'wedding'],
  ['kuendesha', 'driving'],
  ['kuzaliwa', 'birth'],
  ['dhahabu', 'gold'],
  ['colour', 'color'],
  ['grey', 'gray'],
];

/**
 * Words that carry no meaning of their own in a search ("simu ya Itel", "funguo za gari", "my
 * wallet"): left out of the query, so a listing need not contain them. A search of nothing but
 * glue words keeps them, so it still asks something.
 */
export const SEARCH_GLUE_WORDS: ReadonlySet<string> = new Set([
  'ya',
  'za',
  'la',
  'wa',
  'na',
  'kwa',
  'cha',
  'vya',
  'yangu',
  'changu',
  'my',
  'the',
  'a',
  'an',
  'of',
  'in',
  'at',
  'with',
  'and',
]);

export function isSearchGlueWord(word: string): boolean {
  return SEARCH_GLUE_WORDS.has(word);
}

/** Enough for the widest word ('bag' is in three rows); each one is one more GIN lookup. */
const MAX_ALTERNATIVES = 12;

/** Every group's words by each of its words, built once. */
const byWord: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SEARCH_WORD_GROUPS) {
    for (const word of group) {
      const set = map.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) set.add(other);
      map.set(word, set);
    }
  }
  return new Map([...map].map(([word, set]) => [word, [...set].slice(0, MAX_ALTERNATIVES)]));
})();

/** The other words that mean what `word` (lower-case) means, in either language; [] when none. */
export function searchWordAlternatives(word: string): readonly string[] {
  return byWord.get(word) ?? [];
}
