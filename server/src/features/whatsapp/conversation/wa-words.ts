/**
 * Everything the bot says, in English and Kiswahili, in one place for review (the admins' page
 * lists these). Only our words and facts we hold (category, county, a date, a count, a link):
 * never text another person typed. Button titles are at most 20 characters, list rows 24.
 */
export type WaLanguage = 'en' | 'sw';

const en = {
  welcome: 'Hello from Okota, the lost-and-found for Kenya. What would you like to do?',
  menuButton: 'Choose',
  menuFound: 'I found something',
  menuDocument: 'Was my ID found?',
  menuSearch: 'Search',
  menuMine: 'My items and claims',
  menuLanguage: 'Kiswahili',
  menuHint: 'Write "menu" at any time to start again.',
  unsupported: 'Sorry, I can only read text, photos, shared locations and button taps. Write "menu" to see what I can do.',
  verifyFirst: (url: string) =>
    `This number is on an Okota account whose phone is not verified yet. Please sign in at ${url} and verify your phone by SMS code, then write here again.`,
  consent: (terms: string, privacy: string) =>
    `To post, Okota makes an account for this WhatsApp number (your number stays private; you can sign in on the web with an SMS code). By tapping "I agree" you accept our Terms (${terms}) and Privacy Policy (${privacy}).`,
  agree: 'I agree',
  notNow: 'Not now',
  consentDeclined: 'No problem. Nothing was saved. Write "menu" if you change your mind.',
  askPhotos: 'Send 1 to 4 photos of what you found. Cover any ID number or face in the photo if you can.',
  photoReceived: (n: number) => `Photo ${n} received. Send another, or tap Done.`,
  photoBad: 'I could not use that photo. Please send a JPEG or PNG photo (at most 5 MB).',
  photosDone: 'Done',
  needPhoto: 'Please send at least one photo first.',
  askCategory: 'What kind of thing is it?',
  categoryButton: 'Categories',
  askCounty: 'In which county did you find it? Type its name (e.g. Nairobi) or pick it from the list.',
  countyButton: 'Counties',
  countyMore: 'More counties…',
  countyUnknown: 'I do not know that county. Type a county name, e.g. Nairobi, Mombasa, Kisumu.',
  askPlace: 'Where exactly? Type the place (e.g. the bus stage on Moi Avenue) or share a location.',
  placeTooLong: 'Please keep the place under 300 characters.',
  askWhen: 'When did you find it?',
  today: 'Today',
  yesterday: 'Yesterday',
  earlier: 'Earlier',
  askDate: 'Type the day you found it as DD/MM/YYYY, e.g. 21/11/2026.',
  badDate: 'That is not a day I can use. Type it as DD/MM/YYYY, not in the future.',
  askQuestion: (n: number) => `Question ${n}: write a question only the owner can answer (e.g. "What colour is the cover?"). Do not give the answer away.`,
  questionShort: 'Please write a question of at least 10 characters.',
  askAnswer: 'And the right answer? Only you and our team see it.',
  moreQuestions: 'Add another question, or go on?',
  addQuestion: 'Add question',
  goOn: 'Go on',
  preview: (p: { category: string; county: string; place: string; day: string; photos: number; questions: number }) =>
    `Please check:\n• ${p.category}\n• Found in ${p.county}, ${p.place}\n• On ${p.day}\n• ${p.photos} photo(s), ${p.questions} question(s)\nPost it on Okota?`,
  sharedLocation: 'a shared location',
  post: 'Post',
  startOver: 'Start over',
  posted: (url: string) => `Thank you! Your item is posted: ${url}\nWe will tell you here when someone claims it.`,
  postedHeld: (url: string) => `Thank you! Your item is saved and will be public once our team has checked it: ${url}`,
  notMpesa: (url: string) =>
    `Your WhatsApp number is not an M-Pesa (Safaricom) number, so M-Pesa cannot send a reward to it. Before any reward, add and verify a Safaricom number in your profile: ${url}`,
  photosExpired: 'Your photos took too long and have expired. Please start again and send them once more.',
  postFailed: 'Sorry, the item could not be posted. Please try again later, or post it on the web.',
  tooMany: 'You have posted many items in a short time. Please wait and try again.',
  itemTitle: (category: string, county: string) => `${category} found in ${county}`,
  itemDescription: (place: string, day: string) => `Found at ${place} on ${day}. Posted by WhatsApp.`,
  askDocument: 'Type the number on your document (national ID, passport, driving licence, student ID or KRA PIN). I will not repeat it.',
  documentBad: 'That does not look like a document number. Type the letters and digits as printed, e.g. 12345678.',
  documentFound: (ending: string, county: string, day: string, url: string) =>
    `Good news! A document with the number ending in ${ending} was found in ${county} on ${day}. Open it to claim it: ${url}`,
  documentNotFound: (ending: string, url: string) =>
    `No document with the number ending in ${ending} has been found yet. Report it lost and we will tell you the moment a finder posts it: ${url}`,
  documentLimited: 'You have checked many numbers. Please try again in an hour.',
  askSearchWords: 'What did you lose? Type a few words, e.g. "black wallet".',
  askSearchCounty: 'In which county? Type its name, or pick it from the list.',
  searchNone: (url: string) => `Nothing found yet. Look again later, or report it lost: ${url}`,
  searchResult: (category: string, county: string, day: string, url: string) => `• ${category}, ${county}, found ${day}: ${url}`,
  searchHeader: 'The best matches:',
  mineNone: (url: string) => `This number has no items or claims on Okota yet. Post or claim on the web: ${url}`,
  mineItem: (category: string, county: string, status: string, url: string) => `• Your item: ${category}, ${county} (${status}): ${url}`,
  mineClaim: (category: string, county: string, status: string, url: string) => `• Your claim: ${category}, ${county} (${status}): ${url}`,
  statusWords: {
    available: 'waiting for its owner',
    claimed: 'claimed',
    completed: 'returned',
    pending: 'waiting for the finder',
    approved: 'approved: pay to collect',
    rejected: 'not accepted',
  } as Record<string, string>,
  askTurns: 'Shall we tell you about claims and payments here on WhatsApp instead of by SMS?',
  turnsOnWhatsapp: 'On WhatsApp',
  turnsBySms: 'By SMS',
  turnsOn: 'Done: your updates come here on WhatsApp. Change it any time from the menu.',
  turnsOff: 'Done: your updates come by SMS. Change it any time from the menu.',
  menuTurnsOn: 'Updates on WhatsApp',
  menuTurnsOff: 'Updates by SMS',
  sharedItem: (url: string) => `Is this yours? Open it on Okota and answer the finder's questions to claim it: ${url}`,
};

const sw: typeof en = {
  welcome: 'Habari kutoka Okota, huduma ya vitu vilivyopotea Kenya. Ungependa kufanya nini?',
  menuButton: 'Chagua',
  menuFound: 'Nimeokota kitu',
  menuDocument: 'Kitambulisho changu?',
  menuSearch: 'Tafuta',
  menuMine: 'Vitu na madai yangu',
  menuLanguage: 'English',
  menuHint: 'Andika "menu" wakati wowote kuanza upya.',
  unsupported: 'Samahani, ninasoma maandishi, picha, mahali palipotumwa na vitufe tu. Andika "menu" uone ninachoweza kufanya.',
  verifyFirst: (url: string) =>
    `Nambari hii iko kwenye akaunti ya Okota ambayo simu yake bado haijathibitishwa. Tafadhali ingia ${url} uthibitishe simu yako kwa nambari ya SMS, kisha uandike hapa tena.`,
  consent: (terms: string, privacy: string) =>
    `Ili kuchapisha, Okota inafungua akaunti ya nambari hii ya WhatsApp (nambari yako inabaki siri; unaweza kuingia kwenye wavuti kwa nambari ya SMS). Ukibonyeza "Nakubali" unakubali Masharti yetu (${terms}) na Sera ya Faragha (${privacy}).`,
  agree: 'Nakubali',
  notNow: 'Si sasa',
  consentDeclined: 'Sawa. Hakuna kilichohifadhiwa. Andika "menu" ukibadili nia.',
  askPhotos: 'Tuma picha 1 hadi 4 za ulichookota. Funika nambari ya kitambulisho au uso kwenye picha ukiweza.',
  photoReceived: (n: number) => `Picha ${n} imepokelewa. Tuma nyingine, au bonyeza Tayari.`,
  photoBad: 'Sikuweza kutumia picha hiyo. Tafadhali tuma picha ya JPEG au PNG (isiyozidi MB 5).',
  photosDone: 'Tayari',
  needPhoto: 'Tafadhali tuma angalau picha moja kwanza.',
  askCategory: 'Ni kitu cha aina gani?',
  categoryButton: 'Aina',
  askCounty: 'Ulikiokota kaunti gani? Andika jina lake (mfano Nairobi) au uchague kwenye orodha.',
  countyButton: 'Kaunti',
  countyMore: 'Kaunti zaidi…',
  countyUnknown: 'Sijui kaunti hiyo. Andika jina la kaunti, mfano Nairobi, Mombasa, Kisumu.',
  askPlace: 'Wapi hasa? Andika mahali (mfano stendi ya basi Moi Avenue) au tuma mahali ulipo.',
  placeTooLong: 'Tafadhali andika mahali kwa herufi zisizozidi 300.',
  askWhen: 'Ulikiokota lini?',
  today: 'Leo',
  yesterday: 'Jana',
  earlier: 'Kabla ya jana',
  askDate: 'Andika siku uliyokiokota kama DD/MM/YYYY, mfano 21/11/2026.',
  badDate: 'Siwezi kutumia siku hiyo. Iandike kama DD/MM/YYYY, isiwe ya baadaye.',
  askQuestion: (n: number) => `Swali ${n}: andika swali ambalo mwenye kitu tu anaweza kujibu (mfano "Kifuniko ni rangi gani?"). Usitoe jibu.`,
  questionShort: 'Tafadhali andika swali la angalau herufi 10.',
  askAnswer: 'Na jibu sahihi ni lipi? Ni wewe na timu yetu tu mnaoliona.',
  moreQuestions: 'Ongeza swali jingine, au endelea?',
  addQuestion: 'Ongeza swali',
  goOn: 'Endelea',
  preview: (p) =>
    `Tafadhali hakikisha:\n• ${p.category}\n• Kiliokotwa ${p.county}, ${p.place}\n• Tarehe ${p.day}\n• Picha ${p.photos}, maswali ${p.questions}\nKichapishwe Okota?`,
  sharedLocation: 'mahali palipotumwa',
  post: 'Chapisha',
  startOver: 'Anza upya',
  posted: (url: string) => `Asante! Kitu chako kimechapishwa: ${url}\nTutakuambia hapa mtu akikidai.`,
  postedHeld: (url: string) => `Asante! Kitu chako kimehifadhiwa na kitaonekana baada ya timu yetu kukikagua: ${url}`,
  notMpesa: (url: string) =>
    `Nambari yako ya WhatsApp si ya M-Pesa (Safaricom), kwa hiyo M-Pesa haiwezi kukutumia zawadi. Kabla ya zawadi yoyote, weka na uthibitishe nambari ya Safaricom kwenye wasifu wako: ${url}`,
  photosExpired: 'Picha zako zimekaa muda mrefu na zimeisha muda. Tafadhali anza upya uzitume tena.',
  postFailed: 'Samahani, kitu hakikuweza kuchapishwa. Tafadhali jaribu tena baadaye, au kichapishe kwenye wavuti.',
  tooMany: 'Umechapisha vitu vingi kwa muda mfupi. Tafadhali subiri ujaribu tena.',
  itemTitle: (category: string, county: string) => `${category} kimeokotwa ${county}`,
  itemDescription: (place: string, day: string) => `Kiliokotwa ${place} tarehe ${day}. Kimechapishwa kwa WhatsApp.`,
  askDocument: 'Andika nambari ya hati yako (kitambulisho, pasipoti, leseni ya udereva, kitambulisho cha mwanafunzi au KRA PIN). Sitairudia.',
  documentBad: 'Hiyo haionekani kuwa nambari ya hati. Andika herufi na tarakimu kama zilivyochapishwa, mfano 12345678.',
  documentFound: (ending: string, county: string, day: string, url: string) =>
    `Habari njema! Hati yenye nambari inayoishia ${ending} ilipatikana ${county} tarehe ${day}. Ifungue uidai: ${url}`,
  documentNotFound: (ending: string, url: string) =>
    `Hakuna hati yenye nambari inayoishia ${ending} iliyopatikana bado. Ripoti kuwa imepotea na tutakuambia mara mtu akiichapisha: ${url}`,
  documentLimited: 'Umeangalia nambari nyingi. Tafadhali jaribu tena baada ya saa moja.',
  askSearchWords: 'Ulipoteza nini? Andika maneno machache, mfano "pochi nyeusi".',
  askSearchCounty: 'Kaunti gani? Andika jina lake, au uchague kwenye orodha.',
  searchNone: (url: string) => `Hakuna kilichopatikana bado. Angalia tena baadaye, au ripoti kimepotea: ${url}`,
  searchResult: (category: string, county: string, day: string, url: string) => `• ${category}, ${county}, kiliokotwa ${day}: ${url}`,
  searchHeader: 'Vinavyofanana zaidi:',
  mineNone: (url: string) => `Nambari hii haina vitu wala madai kwenye Okota bado. Chapisha au dai kwenye wavuti: ${url}`,
  mineItem: (category: string, county: string, status: string, url: string) => `• Kitu chako: ${category}, ${county} (${status}): ${url}`,
  mineClaim: (category: string, county: string, status: string, url: string) => `• Dai lako: ${category}, ${county} (${status}): ${url}`,
  statusWords: {
    available: 'kinasubiri mwenyewe',
    claimed: 'kimedaiwa',
    completed: 'kimerudishwa',
    pending: 'linasubiri mwokotaji',
    approved: 'limekubaliwa: lipa upokee',
    rejected: 'halikukubaliwa',
  },
  askTurns: 'Tukujulishe kuhusu madai na malipo hapa WhatsApp badala ya SMS?',
  turnsOnWhatsapp: 'Kwa WhatsApp',
  turnsBySms: 'Kwa SMS',
  turnsOn: 'Sawa: habari zako zitakuja hapa WhatsApp. Badilisha wakati wowote kwenye menyu.',
  turnsOff: 'Sawa: habari zako zitakuja kwa SMS. Badilisha wakati wowote kwenye menyu.',
  menuTurnsOn: 'Habari kwa WhatsApp',
  menuTurnsOff: 'Habari kwa SMS',
  sharedItem: (url: string) => `Ni chako? Kifungue kwenye Okota ujibu maswali ya mwokotaji ukidai: ${url}`,
};

export const WA_WORDS = { en, sw } as const;
export type WaWords = typeof en;

export const wordsIn = (language: string): WaWords => (language === 'sw' ? sw : en);

/** First words that mean "speak Kiswahili to me" (a greeting, "I found", "my ID"). */
const KISWAHILI_WORDS =
  /\b(habari|hujambo|jambo|mambo|niaje|sasa|shikamoo|salama|nimepata|nimeokota|nimeona|kitambulisho|tafadhali|asante|naomba|nataka|nisaidie|nimepoteza|vipi|karibu)\b/i;

export function languageOfFirstWords(text: string): WaLanguage {
  return KISWAHILI_WORDS.test(text) ? 'sw' : 'en';
}
