/**
 * The words that say what a number is (docs/decisions/0264-private-numbers-and-budget.md), in
 * English, Kiswahili and Sheng as people write them in a folded reading (scrub-normalize.ts): a
 * private document number ('ID no', 'kitambulisho namba', 'KRA PIN', 'cheti cha kuzaliwa') or an
 * M-Pesa destination ('till', 'buy goods', 'paybill', 'lipa na M-Pesa', 'tuma kwa'). Each label
 * has the digits its numbers hold, so 'ID' before a price or 'till 5pm' names nothing.
 */

/** The private numbers a person carries: removed from every public text, whatever the category. */
export type PrivateNumberKind =
  'national_id' | 'passport' | 'alien_id' | 'kra_pin' | 'nhif_sha' | 'huduma_maisha' | 'birth_certificate' | 'driving_licence' | 'nssf' | 'student_staff';

/** A private number, or an M-Pesa destination (a till, paybill, account, agent or store number). */
export type LabelledKind = PrivateNumberKind | 'mpesa';

interface Label {
  kind: LabelledKind;
  /** Regular-expression sources, matched whole-word and without case. */
  words: string[];
  minDigits: number;
  maxDigits: number;
}

const NO = String.raw`(?: ?(?:no|nos|num|number|nambari|namba|nmbr|nr|#|card|kadi))?`;

/** Longer labels first where one holds another ('student id' before 'id'): the alternation takes the first that matches. */
export const LABELS: Label[] = [
  {
    kind: 'alien_id',
    words: [
      `alien(?: id| card| certificate| cert)?${NO}`,
      `refugee (?:id|card)${NO}`,
      `foreigner'?s? cert(?:ificate)?${NO}`,
      'kitambulisho cha (?:mgeni|ukimbizi)',
    ],
    minDigits: 5,
    maxDigits: 12,
  },
  {
    kind: 'student_staff',
    words: [
      `(?:student|school|college|university|campus|staff|employee|work|job|service|payroll|personal|force|police|army|kdf|teacher'?s?|tsc|hospital|patient|member(?:ship)?) ?(?:id|no|number|num|namba|card|reg|registration|identity|badge)${NO}`,
      `adm(?:ission)?${NO}`,
      `reg(?:istration)?(?: no| number| num| namba)`,
      'regno',
      'p ?/ ?no',
      'namba ya (?:mwanafunzi|usajili|mfanyakazi|mgonjwa)',
      'kitambulisho cha (?:shule|chuo|kazi|mwanafunzi)',
      'kadi ya (?:shule|chuo|kazi|mwanafunzi)',
    ],
    minDigits: 4,
    maxDigits: 16,
  },
  {
    kind: 'kra_pin',
    words: [`kra(?: pin)?${NO}`, `tax pin${NO}`, 'itax(?: pin)?', `pin(?: no| number| namba)`],
    minDigits: 9,
    maxDigits: 11,
  },
  {
    kind: 'nhif_sha',
    words: [`n ?h ?i ?f${NO}`, `s ?h ?i ?f${NO}`, `sha${NO}`, 'social health(?: authority| insurance)?(?: fund)?', 'bima ya afya'],
    minDigits: 5,
    maxDigits: 14,
  },
  {
    kind: 'huduma_maisha',
    words: ['huduma (?:namba|number|no|card|kadi)', 'maisha (?:namba|number|no|card|kadi)', 'upi', 'unique personal identifier'],
    minDigits: 6,
    maxDigits: 14,
  },
  {
    kind: 'birth_certificate',
    words: [`birth cert(?:ificate)?(?: entry)?${NO}`, `b ?/ ?cert${NO}`, `b\\.? ?cert${NO}`, `cheti(?: cha kuzaliwa)?${NO}`, `entry${NO}`],
    minDigits: 5,
    maxDigits: 12,
  },
  {
    kind: 'driving_licence',
    words: [`driv(?:ing|er'?s?) licen[cs]e${NO}`, `dl${NO}`, `d\\.l\\.?${NO}`, `leseni(?: ya (?:udereva|kuendesha(?: gari)?))?${NO}`, `licen[cs]e${NO}`],
    minDigits: 5,
    maxDigits: 12,
  },
  { kind: 'nssf', words: [`nssf${NO}`, `n\\.s\\.s\\.f\\.?${NO}`], minDigits: 5, maxDigits: 14 },
  {
    kind: 'passport',
    words: [`pass? ?po(?:r?t)${NO}`, `pasipoti${NO}`, `paspoti${NO}`, `pasporti${NO}`, `ppt${NO}`, 'travel document'],
    minDigits: 6,
    maxDigits: 10,
  },
  {
    kind: 'national_id',
    words: [
      `national id(?:entity)?${NO}`,
      // 'I.D' after a date may read '1.D': the look-alike fold takes the I for a digit among digits.
      `[i1] ?\\.? ?d\\.?${NO}`,
      `id${NO}`,
      `idno`,
      `identity${NO}`,
      `(?:ai|a)di${NO}`,
      `kita(?:mbu|mbi|mbo)l?i?sho(?: cha taifa| changu| chake| yangu| yake)?${NO}`,
      `kipande${NO}`,
      `vitambulisho${NO}`,
    ],
    minDigits: 6,
    maxDigits: 10,
  },
  {
    kind: 'mpesa',
    words: [
      `lipa na m ?-? ?pesa(?: till| buy ?goods| paybill)?${NO}`,
      `buy ?goods(?: till)?${NO}`,
      `till?i?${NO}`,
      `pa?y ?bill?${NO}`,
      `business${NO}`,
      `biashara${NO}`,
      `agent${NO}`,
      `wakala${NO}`,
      `store (?:no|number|namba|#)`,
      `m ?-? ?pesa (?:till|agent|store|paybill|no|number|namba)`,
      `pochi(?: la biashara)?${NO}`,
      // ' kwa ' between words is folded to a spelled '@' (scrub-fold-words.ts) before the labels are read.
      'tuma(?: pesa| doo| cash)?(?: kwa|\\ue000)',
      'lipa(?: pesa)?(?: kwa|\\ue000)',
      'send (?:money |cash |it )?(?:to|via)',
      'pay (?:to|via|through)',
    ],
    minDigits: 5,
    maxDigits: 20,
  },
  {
    kind: 'mpesa',
    words: [`acc(?:ount)?${NO}`, `a ?/ ?c${NO}`, `akaunti${NO}`],
    minDigits: 4,
    maxDigits: 20,
  },
];

/** Every label as one alternation, one capturing group per label (group i + 1 is LABELS[i]). */
export const LABEL_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${LABELS.map((label) => `(${label.words.join('|')})`).join('|')})(?:(?<=\ue000)|(?![\p{L}\d]))`,
  'giu',
);
