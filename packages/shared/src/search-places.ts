/**
 * Places people type with the words of a search ("wallet nairobi", "simu kisumu", "ID kencom",
 * "keys westlands"): every county, and well-known towns, estates and landmarks with the county
 * they lie in. The server reads a place named in the search box as the county filter, softly: an
 * item in that county, or one whose words name the place, matches; the ones that name it come
 * first (docs/decisions/0236). Listed as people write them, lower case, one or two words.
 */
import { COUNTIES, type County } from './counties';

/** Towns, estates and landmarks finders name, by the county they lie in. */
export const PLACES_BY_COUNTY: Partial<Record<County, readonly string[]>> = {
  Nairobi: [
    'cbd',
    'kencom',
    'westlands',
    'ngara',
    'kilimani',
    'karen',
    'lavington',
    'kasarani',
    'embakasi',
    'eastleigh',
    'kibera',
    'kawangware',
    'langata',
    'parklands',
    'upper hill',
    'upperhill',
    'industrial area',
    'jkia',
    'gikomba',
    'kayole',
    'donholm',
    'buruburu',
    'zimmerman',
    'roysambu',
    'githurai',
    'dagoretti',
    'madaraka',
    'south b',
    'south c',
    'hurlingham',
    'kileleshwa',
    'runda',
    'gigiri',
    'muthaiga',
    'pangani',
    'mathare',
    'kariobangi',
    'sarit',
    'yaya',
    'westgate',
    'strathmore',
    'uon',
    'kangemi',
    'uthiru',
    'kenyatta avenue',
    'moi avenue',
  ],
  Kiambu: ['thika', 'ruiru', 'kikuyu', 'limuru', 'ruaka', 'juja', 'githunguri', 'kabete', 'wangige'],
  Kajiado: ['kitengela', 'rongai', 'ngong', 'kiserian', 'isinya', 'namanga', 'loitokitok'],
  Machakos: ['athi river', 'mlolongo', 'syokimau', 'kangundo'],
  Mombasa: ['nyali', 'likoni', 'bamburi', 'changamwe', 'kisauni', 'mtongwe', 'shanzu', 'old town'],
  Kwale: ['diani', 'ukunda', 'msambweni'],
  Kilifi: ['malindi', 'watamu', 'mtwapa', 'mariakani'],
  'Uasin Gishu': ['eldoret', 'burnt forest'],
  'Trans Nzoia': ['kitale'],
  Nakuru: ['naivasha', 'gilgil', 'molo', 'njoro', 'mai mahiu'],
  Laikipia: ['nanyuki', 'nyahururu', 'rumuruti'],
  Nyeri: ['karatina', 'othaya', 'mweiga'],
  "Murang'a": ['muranga', 'kenol', 'kangema'],
  Kisumu: ['kondele', 'ahero', 'maseno', 'muhoroni'],
  Kakamega: ['mumias', 'malava'],
  Bungoma: ['webuye', 'kimilili'],
  Kericho: ['litein', 'londiani'],
  Kisii: ['ogembo', 'keroka'],
  Meru: ['maua', 'nkubu'],
  Embu: ['runyenjes'],
  Narok: ['kilgoris'],
  Busia: ['malaba'],
  Migori: ['rongo', 'awendo'],
  Kirinyaga: ['kerugoya', 'sagana', 'kutus'],
  Nyandarua: ['ol kalou'],
  Kitui: ['mwingi'],
  'Tharaka-Nithi': ['chuka'],
};

/** A place named in a search, as the words that named it and the county it lies in. */
export interface PlaceInSearch {
  county: County;
  words: readonly string[];
}

const wordsOfName = (name: string) => name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every name (as its words) with its county, the longest names first so "homa bay" wins over "bay". */
const NAMES: ReadonlyArray<{ words: readonly string[]; county: County }> = [
  ...COUNTIES.map((county) => ({ words: wordsOfName(county), county })),
  // Counties also written as one word or by one of their two names.
  ...(
    [
      ['muranga', "Murang'a"],
      ['taveta', 'Taita-Taveta'],
      ['marakwet', 'Elgeyo-Marakwet'],
    ] as const
  ).map(([word, county]) => ({ words: [word], county })),
  ...Object.entries(PLACES_BY_COUNTY).flatMap(([county, places]) => places!.map((place) => ({ words: wordsOfName(place), county: county as County }))),
].sort((a, b) => b.words.length - a.words.length);

/**
 * The places named in a search's words (lower case, as the server splits them), and the words
 * left over. A word is read as part of one place at most.
 */
export function findPlacesInSearch(words: readonly string[]): { places: PlaceInSearch[]; rest: string[] } {
  const places: PlaceInSearch[] = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length;) {
    const name = NAMES.find((candidate) => candidate.words.every((word, k) => words[i + k] === word));
    if (name) {
      places.push({ county: name.county, words: name.words });
      i += name.words.length;
    } else {
      rest.push(words[i]);
      i += 1;
    }
  }
  return { places, rest };
}
