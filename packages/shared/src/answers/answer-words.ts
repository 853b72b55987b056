/**
 * Words an owner and a finder may use for the same thing, in English, Kiswahili and Sheng
 * (docs/decisions/0263-answer-checker.md). Each row is one concept: its first entry names it,
 * `kind` says which words contradict each other (two colours do, a colour and a make do not),
 * and `parent` names the wider concept ("son" is a "child", "navy" is "blue"): an answer more
 * precise than the finder's is a match, a vaguer one only close.
 */
export type AnswerWordKind = 'colour' | 'person' | 'animal' | 'make' | 'thing' | 'material' | 'place';

export interface AnswerConcept {
  readonly kind: AnswerWordKind;
  readonly words: readonly string[];
  readonly parent?: string;
}

const colour = (words: string[], parent?: string): AnswerConcept => ({ kind: 'colour', words, parent });
const person = (words: string[], parent?: string): AnswerConcept => ({ kind: 'person', words, parent });
const animal = (words: string[], parent?: string): AnswerConcept => ({ kind: 'animal', words, parent });
const make = (words: string[]): AnswerConcept => ({ kind: 'make', words });
const thing = (words: string[], parent?: string): AnswerConcept => ({ kind: 'thing', words, parent });
const material = (words: string[]): AnswerConcept => ({ kind: 'material', words });
const place = (words: string[], parent?: string): AnswerConcept => ({ kind: 'place', words, parent });

export const ANSWER_CONCEPTS: readonly AnswerConcept[] = [
  colour(['red', 'nyekundu', 'wekundu', 'mwekundu', 'ekundu', 'rangi ya damu']),
  colour(['maroon', 'burgundy', 'wine', 'crimson'], 'red'),
  colour(['blue', 'bluu', 'buluu', 'blu', 'samawati']),
  colour(['navy', 'navy blue', 'dark blue', 'bluu iliyokolea', 'buluu iliyokolea', 'blue giza', 'bluu giza'], 'blue'),
  colour(['sky blue', 'light blue'], 'blue'),
  colour(['green', 'kijani', 'rangi ya majani']),
  colour(['yellow', 'njano', 'manjano']),
  colour(['black', 'nyeusi', 'mweusi', 'cheusi', 'weusi', 'eusi']),
  colour(['white', 'nyeupe', 'mweupe', 'cheupe', 'weupe', 'eupe']),
  colour(['cream', 'krimu', 'beige', 'offwhite', 'off white'], 'white'),
  colour(['brown', 'kahawia', 'hudhurungi', 'rangi ya udongo', 'chocolate']),
  colour(['tan', 'khaki'], 'brown'),
  colour(['grey', 'gray', 'kijivu', 'ash']),
  colour(['silver', 'fedha', 'silva'], 'grey'),
  colour(['gold', 'golden', 'dhahabu', 'gold coloured']),
  colour(['pink', 'pinki', 'waridi']),
  colour(['purple', 'zambarau', 'violet', 'lilac', 'urujuani']),
  colour(['orange', 'machungwa', 'rangi ya chungwa', 'oranji']),
  person(['child', 'children', 'kid', 'kids', 'mtoto', 'watoto', 'toto', 'matoto', 'kijana mdogo', 'mtoi', 'watoi', 'child of mine']),
  person(['baby', 'infant', 'mtoto mchanga', 'kichanga', 'bebi'], 'child'),
  person(['son', 'sons', 'mwana', 'mwanangu', 'kijana wangu', 'mtoto wa kiume', 'mvulana wangu'], 'child'),
  person(['daughter', 'daughters', 'binti', 'mtoto wa kike', 'msichana wangu'], 'child'),
  person(['boy', 'boys', 'mvulana', 'wavulana', 'kijana'], 'child'),
  person(['girl', 'girls', 'msichana', 'wasichana', 'dem'], 'child'),
  person(['twins', 'mapacha', 'pacha']),
  person(['wife', 'mke', 'mke wangu', 'bibi', 'missus', 'mrs']),
  person(['husband', 'mume', 'mume wangu', 'bwana', 'mzee wangu']),
  person(['mother', 'mum', 'mom', 'mama', 'mamangu', 'mathe', 'mother in law']),
  person(['father', 'dad', 'daddy', 'baba', 'babangu', 'fathe', 'buda']),
  person(['grandmother', 'grandma', 'granny', 'nyanya', 'shosho', 'cucu', 'bibi mzee']),
  person(['grandfather', 'grandpa', 'babu', 'guka']),
  person(['family', 'familia', 'jamaa', 'my people']),
  person(['friend', 'friends', 'rafiki', 'marafiki', 'msee', 'beste', 'buddy']),
  person(['couple', 'wedding couple', 'wapenzi', 'bibi na bwana', 'bride and groom']),
  person(['woman', 'lady', 'mwanamke', 'mrembo', 'wanawake', 'women'], 'person'),
  person(['man', 'guy', 'mwanaume', 'jamaa mmoja', 'men', 'wanaume'], 'person'),
  person(['sister', 'dada', 'sis', 'siz']),
  person(['brother', 'kaka', 'bro', 'brathe']),
  person(['person', 'mtu', 'someone', 'people', 'watu']),
  person(['footballer', 'football player', 'mchezaji', 'player']),
  animal(['dog', 'dogs', 'mbwa', 'puppy', 'doggy', 'ngori']),
  animal(['cat', 'cats', 'paka', 'kitten', 'nyau']),
  animal(['lion', 'simba']),
  animal(['elephant', 'tembo', 'ndovu']),
  animal(['giraffe', 'twiga']),
  animal(['horse', 'farasi']),
  animal(['bird', 'ndege', 'birds']),
  animal(['eagle', 'tai'], 'bird'),
  animal(['cow', 'ng ombe', 'ngombe']),
  animal(['fish', 'samaki']),
  animal(['butterfly', 'kipepeo']),
  make(['samsung', 'sammy', 'galaxy']),
  make(['apple', 'iphone', 'ipad', 'macbook', 'ifoni']),
  make(['tecno', 'techno', 'tekno']),
  make(['infinix', 'infinics']),
  make(['itel', 'aitel']),
  make(['nokia']),
  make(['huawei', 'huwawei']),
  make(['oppo']),
  make(['xiaomi', 'redmi']),
  make(['hp', 'hewlett packard']),
  make(['dell']),
  make(['lenovo']),
  make(['toyota']),
  make(['nissan']),
  make(['casio']),
  make(['adidas']),
  make(['nike']),
  make(['safaricom']),
  make(['airtel']),
  make(['equity']),
  make(['kcb']),
  make(['coop', 'co op', 'cooperative bank']),
  make(['barclays', 'absa']),
  make(['arsenal', 'gunners']),
  make(['manchester united', 'man u', 'man utd', 'united']),
  make(['chelsea']),
  make(['gor mahia', 'gor', 'kogalo', 'k ogalo']),
  make(['afc leopards', 'afc', 'ingwe', 'leopards']),
  thing(['balloon', 'baluni', 'puto', 'baloon']),
  thing(['flower', 'flowers', 'ua', 'maua']),
  thing(['rose', 'roses', 'waridi ua'], 'flower'),
  thing(['tree', 'trees', 'mti', 'miti']),
  thing(['car', 'gari', 'magari', 'motokaa', 'ndai', 'vehicle']),
  thing(['house', 'home', 'nyumba', 'boma', 'keja']),
  thing(['church', 'kanisa']),
  thing(['mosque', 'msikiti']),
  thing(['cross', 'msalaba']),
  thing(['heart', 'moyo', 'hearts']),
  thing(['star', 'nyota', 'stars']),
  thing(['ball', 'mpira']),
  thing(['football', 'soccer ball', 'mpira wa miguu', 'mpira wa kandanda', 'kandanda', 'soccer'], 'ball'),
  thing(['cake', 'keki']),
  thing(['graduation', 'mahafali', 'graduating', 'gown']),
  thing(['wedding', 'harusi', 'ndoa']),
  thing(['birthday', 'siku ya kuzaliwa', 'bday', 'bathdei']),
  thing(['money', 'cash', 'pesa', 'hela', 'doo', 'mulla', 'munde', 'notes']),
  thing(['coin', 'coins', 'sarafu', 'shilingi sarafu']),
  thing(['id', 'id card', 'national id', 'kitambulisho', 'kipande', 'identity card', 'identification']),
  thing(['atm card', 'atm', 'debit card', 'bank card', 'kadi ya benki', 'kadi ya atm', 'visa card']),
  thing(['card', 'cards', 'kadi']),
  thing(['business card', 'kadi ya biashara']),
  thing(['nhif card', 'nhif', 'sha card', 'bima card', 'kadi ya bima', 'insurance card']),
  thing(['driving licence', 'driving license', 'dl', 'leseni', 'leseni ya kuendesha', 'licence', 'license']),
  thing(['passport', 'pasipoti', 'pasi']),
  thing(['photo', 'picha', 'photograph', 'pic', 'pics', 'picture', 'pictures', 'image', 'images', 'snap', 'selfie']),
  thing(['passport photo', 'passport size', 'picha ya pasipoti']),
  thing(['receipt', 'risiti', 'receipts']),
  thing(['key', 'keys', 'funguo', 'ufunguo']),
  thing(['phone', 'simu', 'rununu', 'mobile', 'handset', 'smartphone']),
  thing(['sim card', 'sim', 'laini', 'simcard']),
  thing(['charger', 'chaja']),
  thing(['earphones', 'earbuds', 'headphones', 'vipokea sauti', 'earpods']),
  thing(['pen', 'pens', 'kalamu']),
  thing(['book', 'books', 'kitabu', 'vitabu']),
  thing(['notebook', 'daftari', 'madaftari']),
  thing(['bible', 'biblia']),
  thing(['quran', 'koran', 'kurani']),
  thing(['rosary', 'rozari']),
  thing(['lipstick', 'rangi ya mdomo']),
  thing(['comb', 'kitana', 'chanuo']),
  thing(['mirror', 'kioo']),
  thing(['wallet', 'pochi', 'kibeti', 'purse']),
  thing(['bag', 'begi', 'mkoba', 'mfuko', 'backpack', 'handbag']),
  thing(['umbrella', 'mwavuli']),
  thing(['glasses', 'spectacles', 'specs', 'miwani']),
  thing(['watch', 'saa']),
  thing(['ring', 'pete']),
  thing(['sticker', 'stickers', 'stika', 'kibandiko']),
  thing(['cover', 'case', 'kava', 'kasha', 'pouch']),
  thing(['crack', 'cracked', 'ufa', 'imepasuka', 'broken', 'imevunjika', 'scratch', 'scratches', 'mkwaruzo', 'kwaruzo', 'chip', 'dent']),
  thing(['screen', 'skrini', 'display']),
  thing(['camera', 'kamera']),
  thing(['zip', 'zipper', 'zipu']),
  thing(['pocket', 'mfuko wa ndani', 'pocket ya ndani', 'compartment']),
  thing(['name', 'jina', 'majina']),
  thing(['logo', 'nembo', 'emblem', 'badge', 'crest']),
  thing(['initials', 'herufi', 'letters']),
  thing(['tag', 'lebo', 'label', 'keyring', 'key holder', 'keychain']),
  thing(['bottle', 'chupa']),
  thing(['medicine', 'dawa', 'tablets', 'vidonge', 'pills']),
  thing(['laptop', 'kompyuta', 'computer', 'tarakilishi']),
  thing(['mountain', 'mlima', 'mt', 'mount', 'hill', 'kilima']),
  thing(['sunrise', 'macheo', 'jua likichomoza', 'dawn', 'alfajiri']),
  thing(['sea', 'bahari', 'ocean', 'beach', 'ufuo', 'pwani']),
  thing(['sunset', 'machweo', 'jua likitua']),
  thing(['sun', 'jua']),
  thing(['moon', 'mwezi']),
  material(['leather', 'ngozi']),
  material(['plastic', 'plastiki']),
  material(['metal', 'chuma', 'metali']),
  material(['cloth', 'kitambaa', 'fabric', 'canvas']),
  material(['wood', 'mbao', 'wooden']),
  place(['nairobi', 'nrb', 'nai']),
  place(['mombasa', 'msa']),
  place(['kisumu']),
  place(['nakuru']),
  place(['eldoret']),
  place(['kenya']),
];

/**
 * Words that say nothing about the thing: articles, pronouns, "it has", "kuna", "picha ya" in a
 * wallpaper answer, currency names beside an amount. Left out before comparing.
 */
/**
 * Concepts that frame an answer rather than make it: "a photo of my kids", "my name, Wanjiru", "a
 * Safaricom sticker" are about the kids, the name, the make. Counted only when nothing else is said.
 */
export const ANSWER_FRAMES: ReadonlySet<string> = new Set(['photo', 'name', 'sticker', 'logo']);

export const ANSWER_FILLER: ReadonlySet<string> = new Set(
  (
    'a an the my mine our your his her its it it s is are was were be been has have had there this that these those ' +
    'i me we you he she they them with without and of in on at to for from by as so also just some any very really ' +
    'inside which who whose kind sort type like looks look shows showing showed show ' +
    'wallpaper background lockscreen screensaver set ' +
    'color colour coloured colored rangi ' +
    'ksh kes sh shs shillings shilling shilingi bob ' +
    'about around approximately approx roughly almost nearly kama takriban karibu ' +
    'ni ya wa za la cha vya kwa na katika kwenye ndani huko hapo hii hiyo hizo ile yule huyu hawa ' +
    'yangu wangu changu zangu langu vyangu lake yake wake zake chake ' +
    'kuna iko ilikuwa ina ana kulikuwa yenye mwenye wenye zenye chenye lenye penye ' +
    'tu pia sana hivi hivyo amevaa wearing dressed ' +
    'um uh eh ok okay yes yeah ndio ndiyo sawa tarehe mwaka year called named anaitwa inaitwa jina lake his name her name'
  ).split(/\s+/),
);

/** Words that soften an answer: worth reading, never a sure match. */
export const ANSWER_HEDGES: ReadonlySet<string> = new Set([
  'or',
  'maybe',
  'perhaps',
  'either',
  'au',
  'ama',
  'labda',
  'sijui',
  'pengine',
  'not',
  'sio',
  'siyo',
  'guess',
  'think',
]);

/** Words worth half a word: a size or an age says less than a colour or a thing. */
export const ANSWER_LIGHT_WORDS: ReadonlySet<string> = new Set([
  'small',
  'big',
  'large',
  'little',
  'tiny',
  'old',
  'new',
  'dark',
  'light',
  'bright',
  'deep',
  'pale',
  'dogo',
  'ndogo',
  'mdogo',
  'kidogo',
  'kubwa',
  'mkubwa',
  'kikubwa',
  'zamani',
  'mzee',
  'mpya',
  'jipya',
  'kipya',
  'giza',
  'iliyokolea',
  'nzito',
  'angavu',
  'stripe',
  'stripes',
  'striped',
  'mistari',
  'dots',
  'spots',
  'checked',
  'plain',
  'corner',
  'kona',
]);
