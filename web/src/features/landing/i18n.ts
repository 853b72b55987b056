import { LANDING_FIRST_SCREEN_EN, LANDING_FIRST_SCREEN_SW } from '@okota/shared/first-screen/landing-words';
import { registerTranslations } from '../../i18n';

export const LANDING_NS = 'landing';

// The hero's words and the fee line are also drawn by the server before this code runs: one text for both.
const en = {
  ...LANDING_FIRST_SCREEN_EN,
  trust: {
    verified: 'Verified claims',
    verifiedBody: "Owners answer the finder's security questions before anything is shared.",
    secure: 'Secure payments',
    secureBody: 'Pay by M-Pesa. Contact details are revealed only after payment.',
    instant: 'Instant payments',
    instantBody: 'Finders receive their reward straight to M-Pesa after the hand-over.',
  },
  figures: { available: 'Items waiting for their owners', reunited: 'Items back with their owners', counties: 'Counties with found items' },
  recent: {
    title: 'Just found',
    found: 'Found {{date}}',
    recently: 'recently',
    noPhoto: 'No photo',
    seeAll: 'See all found items',
    emptyTitle: 'No found items are listed yet',
    emptyBody: 'Found something? Post it and be the first to help its owner get it back.',
    emptyAction: 'Post a found item',
  },
  how: {
    title: 'How it works',
    finders: 'For finders',
    claimers: 'For owners',
    finderSteps: [
      'Post the item with photos, the county and a nearby place.',
      'Add up to three security questions only the owner can answer.',
      'Approve the owner whose answers are right.',
      'Hand it over and receive KSh {{finderAmount}} on M-Pesa.',
    ],
    claimerSteps: [
      'Search by keyword, category and county.',
      'Answer the security questions to prove it is yours.',
      'Once approved, pay KSh {{totalFee}} by M-Pesa.',
      "Get the finder's contact and arrange the hand-over.",
    ],
  },
  categories: { title: 'Popular Categories', items_one: '{{count}} item waiting', items_other: '{{count}} items waiting' },
  desks: {
    title: 'Police stations, chiefs, SACCOs, campuses: hand found things over to owners',
    body: 'Post what people leave at your desk, let owners prove it is theirs, and hand it over with a collection code. A police station or a government office never charges the owner.',
    cta: 'Register your desk',
  },
};

const sw: typeof en = {
  ...LANDING_FIRST_SCREEN_SW,
  trust: {
    verified: 'Madai yaliyothibitishwa',
    verifiedBody: 'Wamiliki hujibu maswali ya usalama ya mwokotaji kabla ya chochote kushirikiwa.',
    secure: 'Malipo salama',
    secureBody: 'Lipa kwa M-Pesa. Mawasiliano hufichuliwa baada ya malipo tu.',
    instant: 'Malipo ya papo hapo',
    instantBody: 'Waokotaji hupokea zawadi moja kwa moja kwenye M-Pesa baada ya makabidhiano.',
  },
  figures: { available: 'Vitu vinavyosubiri wenyewe', reunited: 'Vitu vilivyorudi kwa wenyewe', counties: 'Kaunti zenye vitu vilivyookotwa' },
  recent: {
    title: 'Vilivyookotwa karibuni',
    found: 'Kiliokotwa {{date}}',
    recently: 'hivi karibuni',
    noPhoto: 'Hakuna picha',
    seeAll: 'Ona vitu vyote vilivyookotwa',
    emptyTitle: 'Bado hakuna kitu kilichowekwa',
    emptyBody: 'Umeokota kitu? Kiweke uwe wa kwanza kumsaidia mwenyewe kukipata tena.',
    emptyAction: 'Weka kitu ulichookota',
  },
  how: {
    title: 'Jinsi inavyofanya kazi',
    finders: 'Kwa waokotaji',
    claimers: 'Kwa wamiliki',
    finderSteps: [
      'Weka kitu pamoja na picha, kaunti na mahali karibu.',
      'Ongeza hadi maswali matatu ya usalama ambayo mmiliki pekee anaweza kujibu.',
      'Idhinisha mmiliki aliyejibu sawa.',
      'Mkabidhi na upokee KSh {{finderAmount}} kwenye M-Pesa.',
    ],
    claimerSteps: [
      'Tafuta kwa neno, aina na kaunti.',
      'Jibu maswali ya usalama kuthibitisha ni chako.',
      'Ukiidhinishwa, lipa KSh {{totalFee}} kwa M-Pesa.',
      'Pata mawasiliano ya mwokotaji na mpange makabidhiano.',
    ],
  },
  categories: { title: 'Aina Maarufu', items_one: 'kitu {{count}} kinasubiri', items_other: 'vitu {{count}} vinasubiri' },
  desks: {
    title: 'Vituo vya polisi, machifu, SACCO, vyuo: wakabidhini wenyewe vitu vilivyookotwa',
    body: 'Weka vitu vinavyoachwa kwenye dawati lenu, wenyewe wathibitishe ni vyao, na mkabidhi kwa namba ya kuchukua. Kituo cha polisi au ofisi ya serikali haimtozi mwenye kitu chochote.',
    cta: 'Sajili dawati lako',
  },
};

registerTranslations(LANDING_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    landing: typeof en;
  }
}
