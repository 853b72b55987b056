import { registerTranslations } from '../../i18n';

export const LANDING_NS = 'landing';

registerTranslations(LANDING_NS, {
  en: {
    welcome: 'Welcome to Okota',
    headline: 'Connect lost items with their owners',
    subhead: 'Found something? Post it and earn a reward. Lost something? Search, prove it is yours, and get it back.',
    postFound: 'Post Found Item',
    searchLost: 'Search Lost Items',
    trust: { verified: 'Verified claims', verifiedBody: 'Owners answer the finder\'s security questions before anything is shared.', secure: 'Secure payments', secureBody: 'Pay by M-Pesa. Contact details are revealed only after payment.', instant: 'Instant payments', instantBody: 'Finders receive their reward straight to M-Pesa after the hand-over.' },
    stats: { itemsFound: 'Items found', reunions: 'Happy reunions', successRate: 'Success rate', comingSoon: 'Coming Soon' },
    how: {
      title: 'How it works',
      finders: 'For finders',
      claimers: 'For owners',
      finderSteps: ['Post the item with photos, the county and a nearby place.', 'Add up to three security questions only the owner can answer.', 'Approve the owner whose answers are right.', 'Hand it over and receive KSh {{finderAmount}} on M-Pesa.'],
      claimerSteps: ['Search by keyword, category and county.', 'Answer the security questions to prove it is yours.', 'Once approved, pay KSh {{totalFee}} by M-Pesa.', "Get the finder's contact and arrange the hand-over."],
    },
    fee: 'Owners pay one fee of KSh {{totalFee}} per claim: KSh {{finderAmount}} goes to the finder.',
    categories: { title: 'Popular Categories', newCategory: 'New category', items: '{{count}} items', itemsPlus: '{{count}}+ items' },
    stories: {
      title: 'Success Stories',
      list: [
        { quote: 'I lost my ID at Kencom stage and had it back in two days. The security questions made me trust the process.', name: 'Wanjiku M.', place: 'Nairobi' },
        { quote: 'I found a wallet in a matatu in Mombasa, posted it, and the owner paid through M-Pesa. I got my reward the same day.', name: 'Hassan A.', place: 'Mombasa' },
        { quote: 'My laptop bag was handed to a finder in Kisumu. Okota connected us safely and quickly.', name: 'Otieno K.', place: 'Kisumu' },
      ],
    },
  },
  sw: {
    welcome: 'Karibu Okota',
    headline: 'Unganisha vitu vilivyopotea na wamiliki wake',
    subhead: 'Umeokota kitu? Kiweke upate zawadi. Umepoteza kitu? Tafuta, thibitisha ni chako, na ukipate tena.',
    postFound: 'Weka Kitu Ulichookota',
    searchLost: 'Tafuta Vitu Vilivyopotea',
    trust: { verified: 'Madai yaliyothibitishwa', verifiedBody: 'Wamiliki hujibu maswali ya usalama ya mwokotaji kabla ya chochote kushirikiwa.', secure: 'Malipo salama', secureBody: 'Lipa kwa M-Pesa. Mawasiliano hufichuliwa baada ya malipo tu.', instant: 'Malipo ya papo hapo', instantBody: 'Waokotaji hupokea zawadi moja kwa moja kwenye M-Pesa baada ya makabidhiano.' },
    stats: { itemsFound: 'Vitu vilivyookotwa', reunions: 'Makutano ya furaha', successRate: 'Kiwango cha mafanikio', comingSoon: 'Inakuja Hivi Karibuni' },
    how: {
      title: 'Jinsi inavyofanya kazi',
      finders: 'Kwa waokotaji',
      claimers: 'Kwa wamiliki',
      finderSteps: ['Weka kitu pamoja na picha, kaunti na mahali karibu.', 'Ongeza hadi maswali matatu ya usalama ambayo mmiliki pekee anaweza kujibu.', 'Idhinisha mmiliki aliyejibu sawa.', 'Mkabidhi na upokee KSh {{finderAmount}} kwenye M-Pesa.'],
      claimerSteps: ['Tafuta kwa neno, aina na kaunti.', 'Jibu maswali ya usalama kuthibitisha ni chako.', 'Ukiidhinishwa, lipa KSh {{totalFee}} kwa M-Pesa.', 'Pata mawasiliano ya mwokotaji na mpange makabidhiano.'],
    },
    fee: 'Wamiliki hulipa ada moja ya KSh {{totalFee}} kwa kila dai: KSh {{finderAmount}} huenda kwa mwokotaji.',
    categories: { title: 'Aina Maarufu', newCategory: 'Aina mpya', items: 'vitu {{count}}', itemsPlus: 'vitu {{count}}+' },
    stories: {
      title: 'Hadithi za Mafanikio',
      list: [
        { quote: 'Nilipoteza kitambulisho changu stejini Kencom na nikakipata ndani ya siku mbili. Maswali ya usalama yalinifanya niamini mchakato.', name: 'Wanjiku M.', place: 'Nairobi' },
        { quote: 'Niliokota pochi ndani ya matatu Mombasa, nikaiweka, na mwenyewe akalipa kwa M-Pesa. Nilipata zawadi siku hiyo hiyo.', name: 'Hassan A.', place: 'Mombasa' },
        { quote: 'Begi langu la kompyuta liliokotwa Kisumu. Okota ilituunganisha kwa usalama na haraka.', name: 'Otieno K.', place: 'Kisumu' },
      ],
    },
  },
});
