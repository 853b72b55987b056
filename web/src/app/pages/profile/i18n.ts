import { registerTranslations } from '../../../i18n';

export const PROFILE_NS = 'profile';

const en = {
  accessDenied: 'Please log in to see your profile.',
  memberSince: 'Member since {{month}}',
  email: 'E-mail',
  phone: 'Phone',
  avatar: {
    change: 'Change photo',
    add: 'Add a photo',
    uploading: 'Uploading...',
    updated: 'Profile photo updated',
    failed: 'Photo upload failed',
    hint: 'JPEG, PNG or WebP, up to 5 MB. Only your face: no ID cards or documents.',
    alt: 'Profile photo of {{name}}',
  },
  changePhone: {
    open: 'Change',
    title: 'Change phone number',
    body: 'Your M-Pesa payouts as a finder go to this number. Enter your password to confirm it is you; we then send a code by SMS to the new number.',
    phone: 'New phone number',
    password: 'Your password',
    submit: 'Send code',
    busy: 'Sending...',
    done: 'Phone number updated',
    failed: 'Failed to update phone number',
    codeSent: 'If {{phone}} can receive a code, we sent it by SMS. Your number changes once you enter it.',
    code: 'Code from the SMS',
    confirm: 'Confirm new number',
    confirming: 'Checking...',
    back: 'Use another number',
    codeWrong: 'That code is not right. Check the SMS and try again.',
    codeExpired: 'This code has expired or was used. Start again to get a new one.',
    unchanged: 'That is already your number.',
  },
  stats: {
    itemsPosted: 'Items posted',
    itemsClaimed: 'Items claimed',
    earned: 'Earned as finder',
    spent: 'Spent on items I lost',
  },
  items: { title: 'Latest items', empty: "You haven't posted any items yet.", post: 'Post an item', all: 'Finder dashboard' },
  transactions: {
    title: 'Latest transactions',
    empty: 'No transactions yet.',
  },
  reviews: 'Reviews about you',
};

const sw: typeof en = {
  accessDenied: 'Tafadhali ingia ili kuona wasifu wako.',
  memberSince: 'Mwanachama tangu {{month}}',
  email: 'Barua pepe',
  phone: 'Simu',
  avatar: {
    change: 'Badilisha picha',
    add: 'Weka picha',
    uploading: 'Inapakia...',
    updated: 'Picha ya wasifu imesasishwa',
    failed: 'Imeshindikana kupakia picha',
    hint: 'JPEG, PNG au WebP, isiyozidi MB 5. Uso wako tu: si kitambulisho wala hati.',
    alt: 'Picha ya wasifu ya {{name}}',
  },
  changePhone: {
    open: 'Badilisha',
    title: 'Badilisha nambari ya simu',
    body: 'Malipo yako ya M-Pesa kama mwokotaji hutumwa kwa nambari hii ya simu. Weka nenosiri lako kuthibitisha kuwa ni wewe; kisha tutatuma msimbo kwa SMS kwa nambari mpya.',
    phone: 'Nambari mpya ya simu',
    password: 'Nenosiri lako',
    submit: 'Tuma msimbo',
    busy: 'Inatuma...',
    done: 'Nambari ya simu imesasishwa',
    failed: 'Imeshindikana kusasisha nambari ya simu',
    codeSent: 'Ikiwa {{phone}} inaweza kupokea msimbo, tumeutuma kwa SMS. Nambari yako itabadilika ukiuweka.',
    code: 'Msimbo kutoka kwa SMS',
    confirm: 'Thibitisha nambari mpya',
    confirming: 'Inakagua...',
    back: 'Tumia nambari nyingine',
    codeWrong: 'Msimbo huo si sahihi. Angalia SMS ujaribu tena.',
    codeExpired: 'Msimbo huu umeisha muda au umeshatumika. Anza upya upate mwingine.',
    unchanged: 'Hiyo tayari ni nambari yako.',
  },
  stats: {
    itemsPosted: 'Vitu ulivyoweka',
    itemsClaimed: 'Vitu ulivyodai',
    earned: 'Mapato kama mwokotaji',
    spent: 'Matumizi kwa vitu nilivyopoteza',
  },
  items: { title: 'Vitu vya hivi karibuni', empty: 'Bado hujaweka kitu chochote.', post: 'Weka kitu', all: 'Dashibodi ya mwokotaji' },
  transactions: {
    title: 'Miamala ya hivi karibuni',
    empty: 'Bado hakuna miamala.',
  },
  reviews: 'Tathmini kukuhusu',
};

registerTranslations(PROFILE_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    profile: typeof en;
  }
}
