/**
 * Texts for the contact detector's micro-benchmark (scrub.bench.mjs): ordinary listings as finders
 * write them (titles, one to three sentences of description in English, Kiswahili and Sheng,
 * verification questions, place names, first names), and a few with contact details in them. Made
 * by a seeded generator, so every run reads the same texts.
 */
import { seededGenerator as generator } from '../src/seeded-generator';

type Generator = ReturnType<typeof generator>;

const COLOURS = ['black', 'blue', 'red', 'brown', 'grey', 'white', 'green', 'pink', 'silver', 'maroon'];
const RANGI = ['nyeusi', 'bluu', 'nyekundu', 'kahawia', 'nyeupe', 'kijani', 'ya pinki'];
const THINGS = [
  'Samsung A12 phone',
  'Tecno Spark 10',
  'iPhone 13 Pro',
  'wallet',
  'leather handbag',
  'school bag',
  'bunch of keys',
  'car keys (Toyota)',
  'laptop bag with HP 840 G5',
  'umbrella',
  'jacket',
  'national ID card',
  'passport',
  'ATM card',
  'Infinix Hot 30',
  'Nokia 3310',
  'spectacles',
  'water bottle',
  'envelope with documents',
  'backpack',
];
const VITU = ['pochi', 'simu', 'funguo', 'begi', 'mkoba', 'kitambulisho', 'kadi ya ATM', 'miwani', 'koti', 'mwavuli'];
const PLACES = [
  'Kencom stage',
  'Archives',
  'Westlands',
  'Githurai 45',
  'Thika Road Mall',
  'Moi Avenue',
  'Kisumu bus park',
  'Nyali bridge',
  'Ngara market',
  'Kilimani',
  'Rongai',
  'Eldoret town',
  'Nakuru stage',
  'Gikomba',
  'Juja',
  'Two Rivers',
];
const NAMES = ['Jane', 'Wanjiku', 'Otieno', 'Achieng', 'Kamau', 'Mwangi', 'Fatuma', 'Brian', 'Njeri', 'Kiprop', 'Amina', 'Peter'];
const QUESTIONS = [
  'What colour is the case?',
  'What is written on the cover?',
  'Which bank is the card from?',
  'How many keys are on the ring?',
  'What is the wallpaper on the phone?',
  'Ni rangi gani?',
  'Kuna nini ndani ya begi?',
  'What brand is the bag?',
  'What name is on the ID?',
  'Is there a sticker on the back?',
  'What is inside the side pocket?',
];

function title(g: Generator): string {
  return g.next() < 0.6 ? `${capitalise(g.pick(COLOURS))} ${g.pick(THINGS)}` : `${capitalise(g.pick(VITU))} ${g.pick(RANGI)}`;
}

const SENTENCES: Array<(g: Generator) => string> = [
  (g) => `Found a ${g.pick(COLOURS)} ${g.pick(THINGS)} near ${g.pick(PLACES)} on ${g.pick(['Monday', 'Tuesday', 'Friday', 'Sunday'])} evening.`,
  (g) => `Nimeokota ${g.pick(VITU)} ${g.pick(RANGI)} karibu na ${g.pick(PLACES)}, ina kitambulisho na kadi ya ATM.`,
  (g) => `It was left in a matatu (route ${g.int(150)}) at about ${1 + g.int(11)}:${String(g.int(60)).padStart(2, '0')}pm.`,
  () => `The owner can describe what is inside to claim it.`,
  (g) => `Ilikuwa kwa ${g.pick(['nduthi', 'mat', 'kibanda', 'choo ya stage', 'benchi'])} ${g.pick(['jana', 'leo asubuhi', 'wiki iliyopita'])}.`,
  (g) => `Has ${g.int(5) + 1} cards and some receipts, no cash.`,
  (g) => `Picked it up on ${1 + g.int(28)}/${1 + g.int(12)}/2025 outside ${g.pick(PLACES)}.`,
  (g) => `Cover is ${g.pick(COLOURS)} with a small crack on the corner.`,
  (g) => `Mwenye anaweza kuja na ushahidi, niko ${g.pick(PLACES)} kila siku.`,
  (g) => `Si poa kupoteza ${g.pick(VITU)}, so nimeweka hapa msee aipate.`,
  (g) => `Name on the card starts with ${g.pick(NAMES)[0]}.`,
  (g) => `Price of a new one is about KSh ${(1 + g.int(60)) * 500}, so someone must be looking for it.`,
  (g) => `Brought to the office at ${g.pick(PLACES)} at 10:30 on ${1 + g.int(28)} March.`,
  (g) => `It has a keyholder with the number ${g.int(90) + 10} and a small torch.`,
  (g) => `Ask for ${g.pick(NAMES)} at the security desk, one of the guards will help.`,
];

function description(g: Generator): string {
  return Array.from({ length: 1 + g.int(3) }, () => g.pick(SENTENCES)(g)).join(' ');
}

/** Contact details as people slip them in. */
const CONTACTS: Array<(g: Generator) => string> = [
  (g) => `call 07${g.int(10)}${String(g.int(10_000_000)).padStart(7, '0')}`,
  (g) => `+254 7${g.int(10)}${g.int(10)} ${String(g.int(1000)).padStart(3, '0')} ${String(g.int(1000)).padStart(3, '0')}`,
  () => 'sifuri saba double two tatu nne tano sita saba nane',
  (g) => `${g.pick(NAMES).toLowerCase()}${g.int(99)}@gmail.com`,
  (g) => `${g.pick(NAMES).toLowerCase()} at gmail dot com`,
  () => 'whatsapp: jane_k',
  () => 'see okota.co.ke/jane or t.me/janek',
  () => 'zero seven one two three four five six seven eight',
  () => '0 7 I 2 3 4 5 6 7 8',
];

function capitalise(word: string): string {
  return word[0].toUpperCase() + word.slice(1);
}

/** `count` ordinary listing texts: titles, descriptions, questions, places and first names in turn. */
export function ordinaryTexts(count: number, seed = 26): string[] {
  const g = generator(seed);
  const makers = [
    title,
    description,
    description,
    (gen: Generator) => gen.pick(QUESTIONS),
    (gen: Generator) => gen.pick(PLACES),
    (gen: Generator) => gen.pick(NAMES),
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length](g));
}

/** `count` descriptions each holding one contact detail. */
export function textsWithContacts(count: number, seed = 62): string[] {
  const g = generator(seed);
  return Array.from({ length: count }, () => `${description(g)} ${g.pick(CONTACTS)(g)} ${g.pick(SENTENCES)(g)}`);
}
