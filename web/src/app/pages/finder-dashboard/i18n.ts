import { registerTranslations } from '../../../i18n';

export const FINDER_NS = 'finderDashboard';

const en = {
  accessDenied: 'Please log in to see the things you found.',
  welcome: 'Welcome back, {{name}}!',
  welcomeFirst: 'Welcome, {{name}}!',
  title: 'Things I found',
  other: 'Things I lost',
  subtitle: 'Manage the items you found, review claims and follow your earnings.',
  postNew: 'Post New Item',
  stats: {
    itemsPosted: 'Total Items Posted',
    successfulClaims: 'Successfully Claimed',
    activeListings: 'Active Listings',
    pendingClaims: 'Pending Claims',
    totalEarnings: 'Total Earnings (KSh)',
  },
  tabs: {
    label: 'Sections of things I found',
    overview: 'Overview', claims: 'Claims', items: 'Items', earnings: 'Earnings',
    reviews: 'Reviews', analytics: 'Analytics', settings: 'Settings',
  },
  overview: {
    latest: 'Your latest items',
    viewAll: 'View all items',
    empty: "You haven't posted any items yet. Found something? Post it and help its owner find it.",
    postFirst: 'Post your first item',
    canDoTitle: 'What you can do',
    canDo: [
      'Post items you find, with clear photos and a question only the owner can answer.',
      'Review the answers of people who claim your items, and approve the real owner.',
      'Message the owner once they have paid, and agree on a safe hand-over.',
      'Earn {{finderAmount}} for every item you return.',
    ],
    earnTitle: 'How You Earn Money',
    earnSteps: [
      'Post a found item. Posting is free.',
      'The owner answers your security questions and you approve them.',
      'The owner pays {{totalFee}} by M-Pesa and gets your contact details.',
      'After the hand-over, {{finderAmount}} ({{finderPercentage}}% of the fee) is sent to your M-Pesa.',
    ],
    earnNote: 'Your share is sent when the owner confirms they received the item, or 72 hours after payment if nobody reports a problem.',
    tipsTitle: 'Best Practices',
    tips: [
      'Take clear photos, but cover ID numbers, card numbers and phone numbers.',
      'Ask questions only the owner can answer: a sticker, a name inside, what is in the pockets.',
      'Never write your phone number in the description. Your contact is shared after payment.',
      'Meet in a busy public place, such as a police station or a shopping centre.',
      'Hand over the item only after the payment shows as completed.',
      'Answer claims quickly: the owner is waiting.',
    ],
  },
  items: {
    title: 'Your items',
    empty: "You haven't posted any items yet.",
    reviewRequired: 'Review Required',
    pending_one: '{{count}} claim waiting for you',
    pending_other: '{{count}} claims waiting for you',
    review: 'Review claims',
  },
  reviews: { title: 'What people say about you' },
  next: {
    title: 'Next step',
    theOwner: 'The owner',
    openChat: 'Message {{owner}}',
    meet: { title: '{{owner}} paid for "{{title}}"', body: 'Agree with {{owner}} in the messages where and when to meet, in a busy public place, and hand the item over. When {{owner}} confirms receiving it, your {{amount}} is sent to your M-Pesa.' },
    disputed: { title: '{{owner}} reported a problem with "{{title}}"', body: 'Your {{amount}} is on hold. Our team will contact you within 2-4 hours.' },
    'verify-phone': { title: '{{amount}} waiting for your number', body: 'The hand-over of "{{title}}" is confirmed. M-Pesa payouts go only to a verified phone number: verify yours and the money is sent at once.' },
    sending: { title: 'Hand-over of "{{title}}" confirmed', body: 'Your {{amount}} is on its way to your M-Pesa.' },
  },
  analytics: {
    successRate: 'Success rate',
    successHint: '{{claimed}} of {{total}} items returned to their owners',
    responseTime: 'Response time',
    responseHint_one: 'Median time to decide, over {{count}} claim',
    responseHint_other: 'Median time to decide, over {{count}} claims',
    rating: 'Average rating',
    ratingHint_one: 'From {{count}} review',
    ratingHint_other: 'From {{count}} reviews',
    outOf: '{{rating}} / 5',
    tip: 'Owners choose finders who answer fast. Check your claims every day.',
  },
  draft: {
    title: 'Finish your saved item?',
    body: 'You started posting "{{title}}" before signing in. Post it now, or discard the draft.',
    untitled: 'a found item',
    discard: 'Discard',
    post: 'Post Item',
  },
};

const sw: typeof en = {
  accessDenied: 'Tafadhali ingia uone vitu ulivyookota.',
  welcome: 'Karibu tena, {{name}}!',
  welcomeFirst: 'Karibu, {{name}}!',
  title: 'Vitu nilivyookota',
  other: 'Vitu nilivyopoteza',
  subtitle: 'Simamia vitu ulivyookota, kagua madai na ufuatilie mapato yako.',
  postNew: 'Weka Kitu Kipya',
  stats: {
    itemsPosted: 'Vitu Vyote Ulivyoweka',
    successfulClaims: 'Vimedaiwa kwa Mafanikio',
    activeListings: 'Vinavyopatikana',
    pendingClaims: 'Madai Yanayosubiri',
    totalEarnings: 'Jumla ya Mapato (KSh)',
  },
  tabs: {
    label: 'Sehemu za vitu nilivyookota',
    overview: 'Muhtasari', claims: 'Madai', items: 'Vitu', earnings: 'Mapato',
    reviews: 'Tathmini', analytics: 'Takwimu', settings: 'Mipangilio',
  },
  overview: {
    latest: 'Vitu vyako vya hivi karibuni',
    viewAll: 'Ona vitu vyote',
    empty: 'Bado hujaweka kitu chochote. Umeokota kitu? Kiweke umsaidie mmiliki wake kukipata.',
    postFirst: 'Weka kitu chako cha kwanza',
    canDoTitle: 'Unachoweza kufanya',
    canDo: [
      'Weka vitu unavyookota, pamoja na picha wazi na swali ambalo mmiliki pekee anaweza kujibu.',
      'Kagua majibu ya wanaodai vitu vyako, na umwidhinishe mmiliki halisi.',
      'Mtumie mmiliki ujumbe akishalipa, na mkubaliane makabidhiano salama.',
      'Pata {{finderAmount}} kwa kila kitu unachorudisha.',
    ],
    earnTitle: 'Jinsi Unavyopata Pesa',
    earnSteps: [
      'Weka kitu ulichookota. Kuweka ni bure.',
      'Mmiliki anajibu maswali yako ya usalama nawe unamwidhinisha.',
      'Mmiliki analipa {{totalFee}} kwa M-Pesa na kupata mawasiliano yako.',
      'Baada ya makabidhiano, {{finderAmount}} ({{finderPercentage}}% ya ada) inatumwa kwa M-Pesa yako.',
    ],
    earnNote: 'Sehemu yako inatumwa mmiliki akithibitisha kuwa amepokea kitu, au saa 72 baada ya malipo ikiwa hakuna aliyeripoti tatizo.',
    tipsTitle: 'Mbinu Bora',
    tips: [
      'Piga picha wazi, lakini funika nambari za kitambulisho, za kadi na za simu.',
      'Uliza maswali ambayo mmiliki pekee anaweza kujibu: kibandiko, jina lililo ndani, kilichomo mifukoni.',
      'Usiandike nambari yako ya simu kwenye maelezo. Mawasiliano yako yanatolewa baada ya malipo.',
      'Kutaneni mahali pa umma penye watu wengi, kama kituo cha polisi au kituo cha biashara.',
      'Kabidhi kitu baada tu ya malipo kuonyesha yamekamilika.',
      'Jibu madai haraka: mmiliki anasubiri.',
    ],
  },
  items: {
    title: 'Vitu vyako',
    empty: 'Bado hujaweka kitu chochote.',
    reviewRequired: 'Kinahitaji Ukaguzi',
    pending_one: 'Dai {{count}} linakusubiri',
    pending_other: 'Madai {{count}} yanakusubiri',
    review: 'Kagua madai',
  },
  reviews: { title: 'Watu wanasema nini kukuhusu' },
  next: {
    title: 'Hatua inayofuata',
    theOwner: 'Mmiliki',
    openChat: 'Mwandikie {{owner}}',
    meet: { title: '{{owner}} amelipia "{{title}}"', body: 'Kubalianeni na {{owner}} kwenye ujumbe mahali na saa ya kukutana, mahali pa umma penye watu wengi, umkabidhi kitu. {{owner}} akithibitisha kukipokea, {{amount}} zako zinatumwa kwenye M-Pesa yako.' },
    disputed: { title: '{{owner}} ameripoti tatizo kuhusu "{{title}}"', body: '{{amount}} zako zimeshikiliwa. Timu yetu itawasiliana nawe ndani ya saa 2-4.' },
    'verify-phone': { title: '{{amount}} zinasubiri nambari yako', body: 'Makabidhiano ya "{{title}}" yamethibitishwa. Malipo ya M-Pesa yanatumwa tu kwa nambari ya simu iliyothibitishwa: thibitisha yako na pesa zitatumwa papo hapo.' },
    sending: { title: 'Makabidhiano ya "{{title}}" yamethibitishwa', body: '{{amount}} zako zinatumwa kwenye M-Pesa yako.' },
  },
  analytics: {
    successRate: 'Kiwango cha mafanikio',
    successHint: 'Vitu {{claimed}} kati ya {{total}} vimerudishwa kwa wamiliki',
    responseTime: 'Muda wa kujibu',
    responseHint_one: 'Muda wa kati wa kuamua, kwa dai {{count}}',
    responseHint_other: 'Muda wa kati wa kuamua, kwa madai {{count}}',
    rating: 'Wastani wa ukadiriaji',
    ratingHint_one: 'Kutokana na tathmini {{count}}',
    ratingHint_other: 'Kutokana na tathmini {{count}}',
    outOf: '{{rating}} / 5',
    tip: 'Wamiliki huchagua waokotaji wanaojibu haraka. Angalia madai yako kila siku.',
  },
  draft: {
    title: 'Maliza kitu ulichohifadhi?',
    body: 'Ulianza kuweka "{{title}}" kabla ya kuingia. Kiweke sasa, au futa rasimu.',
    untitled: 'kitu ulichookota',
    discard: 'Futa',
    post: 'Weka Kitu',
  },
};

registerTranslations(FINDER_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    finderDashboard: typeof en;
  }
}
