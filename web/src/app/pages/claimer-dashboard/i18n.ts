import { registerTranslations } from '../../../i18n';

export const CLAIMER_NS = 'claimerDashboard';

const en = {
  accessDenied: 'Please log in to see the things you lost and your claims.',
  welcome: 'Welcome back, {{name}}!',
  welcomeFirst: 'Welcome, {{name}}!',
  title: 'Things I lost',
  other: 'Things I found',
  subtitle: 'Follow your claims, pay for approved items and find what you lost.',
  search: 'Search Items',
  stats: { itemsClaimed: 'Items Claimed', pendingClaims: 'Pending Claims', successRate: 'Success Rate' },
  tabs: { label: 'Sections of things I lost', overview: 'Overview', claims: 'My Claims', payments: 'Payments', tips: 'Search Tips' },
  overview: {
    payTitle: 'Approved: pay to get the contact',
    payBody: 'The finder approved your claim for "{{title}}". Pay {{fee}} by M-Pesa to get their contact details.',
    pay: 'Pay & Get Contact',
    latest: 'Your latest claims',
    viewAll: 'View all claims',
    empty: "You haven't claimed any items yet. Search for what you lost: someone may have found it.",
    stepsTitle: 'How claiming works',
    steps: [
      'Search for your item by name, category or county.',
      "Answer the finder's security questions to prove it is yours.",
      'When the finder approves you, pay {{totalFee}} by M-Pesa.',
      "Get the finder's contact, message them, and meet to collect your item.",
    ],
    safetyTitle: 'Stay safe',
    safety: [
      'Meet in a busy public place, such as a police station or a shopping centre.',
      'Pay only through Okota. Never send money to a finder directly.',
      'Nobody from Okota will ever ask for your M-Pesa PIN.',
      'Confirm receipt in the app once you have your item, so the finder gets their reward.',
    ],
  },
  tips: {
    title: 'Search tips',
    list: [
      'Search with a few words, like "black wallet" or "Samsung phone".',
      'Filter by the county where you lost it, and try the neighbouring counties too.',
      'Look again every day: finders post new items all the time.',
      'Prepare details only the owner knows: marks, stickers, what was inside.',
    ],
    categoriesTitle: 'Popular categories',
    categoryHints: {
      electronics: 'Phones, laptops, chargers',
      bags: 'Bags, backpacks, suitcases',
      jewelry: 'Rings, watches, necklaces',
      documents: 'IDs, passports, cards',
    },
  },
  resume: {
    title: 'Continue your claim?',
    body: "You started claiming an item before signing in. Continue to answer the finder's questions; you pay only once the finder approves you.",
    item: 'Item',
    fee: 'Fee after approval',
    cancel: 'Cancel',
    continue: 'Pay & Claim',
  },
};

const sw: typeof en = {
  accessDenied: 'Tafadhali ingia uone vitu ulivyopoteza na madai yako.',
  welcome: 'Karibu tena, {{name}}!',
  welcomeFirst: 'Karibu, {{name}}!',
  title: 'Vitu nilivyopoteza',
  other: 'Vitu nilivyookota',
  subtitle: 'Fuatilia madai yako, lipia vitu vilivyoidhinishwa na utafute ulichopoteza.',
  search: 'Tafuta Vitu',
  stats: { itemsClaimed: 'Vitu Ulivyodai', pendingClaims: 'Madai Yanayosubiri', successRate: 'Kiwango cha Mafanikio' },
  tabs: { label: 'Sehemu za vitu nilivyopoteza', overview: 'Muhtasari', claims: 'Madai Yangu', payments: 'Malipo', tips: 'Vidokezo vya Kutafuta' },
  overview: {
    payTitle: 'Umeidhinishwa: lipa upate mawasiliano',
    payBody: 'Mwokotaji ameidhinisha dai lako la "{{title}}". Lipa {{fee}} kwa M-Pesa upate mawasiliano yake.',
    pay: 'Lipa Upate Mawasiliano',
    latest: 'Madai yako ya hivi karibuni',
    viewAll: 'Ona madai yote',
    empty: 'Bado hujadai kitu chochote. Tafuta ulichopoteza: huenda mtu amekiokota.',
    stepsTitle: 'Jinsi kudai kunavyofanya kazi',
    steps: [
      'Tafuta kitu chako kwa jina, aina au kaunti.',
      'Jibu maswali ya usalama ya mwokotaji kuthibitisha kuwa ni chako.',
      'Mwokotaji akikuidhinisha, lipa {{totalFee}} kwa M-Pesa.',
      'Pata mawasiliano ya mwokotaji, mtumie ujumbe, na mkutane uchukue kitu chako.',
    ],
    safetyTitle: 'Kaa salama',
    safety: [
      'Kutaneni mahali pa umma penye watu wengi, kama kituo cha polisi au kituo cha biashara.',
      'Lipa kupitia Okota pekee. Usimtumie mwokotaji pesa moja kwa moja.',
      'Hakuna mtu wa Okota atakayekuuliza PIN yako ya M-Pesa.',
      'Thibitisha kwenye programu ukishapokea kitu chako, ili mwokotaji apate zawadi yake.',
    ],
  },
  tips: {
    title: 'Vidokezo vya kutafuta',
    list: [
      'Tafuta kwa maneno machache, kama "pochi nyeusi" au "simu ya Samsung".',
      'Chuja kwa kaunti ulipokipoteza, na ujaribu kaunti jirani pia.',
      'Angalia tena kila siku: waokotaji huweka vitu vipya kila wakati.',
      'Andaa maelezo ambayo mmiliki pekee anayajua: alama, vibandiko, vilivyokuwa ndani.',
    ],
    categoriesTitle: 'Aina maarufu',
    categoryHints: {
      electronics: 'Simu, kompyuta, chaja',
      bags: 'Mabegi, mikoba, masanduku',
      jewelry: 'Pete, saa, mikufu',
      documents: 'Vitambulisho, pasipoti, kadi',
    },
  },
  resume: {
    title: 'Endelea na dai lako?',
    body: 'Ulianza kudai kitu kabla ya kuingia. Endelea kujibu maswali ya mwokotaji; unalipa tu mwokotaji akishakuidhinisha.',
    item: 'Kitu',
    fee: 'Ada baada ya idhini',
    cancel: 'Ghairi',
    continue: 'Lipa na Udai',
  },
};

registerTranslations(CLAIMER_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    claimerDashboard: typeof en;
  }
}
