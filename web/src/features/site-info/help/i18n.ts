/**
 * The help center's questions, in four groups, in English and Kiswahili. Fees come in as
 * {{totalFee}}, {{finderAmount}} and {{platformAmount}} from the live settings.
 */
import { registerTranslations } from '../../../i18n';

export const HELP_NS = 'help';

const en = {
  title: 'Help Center',
  intro: 'Quick answers for finders and owners across Kenya. Type a word to find your answer, or talk to us.',
  searchLabel: 'Search the help center',
  searchPlaceholder: 'e.g. refund, M-Pesa, meet',
  resultCount_one: '{{count}} answer found',
  resultCount_other: '{{count}} answers found',
  noResults: {
    title: 'No answers match “{{query}}”',
    body: 'Try another word, such as “fee”, “refund” or “safety”, or ask our team directly.',
    clear: 'Clear search',
    contact: 'Contact support',
  },
  stillNeedHelp: 'Still need help?',
  desks: 'For police stations, chiefs and offices',
  groups: [
    {
      id: 'claiming',
      title: 'How claiming works',
      entries: [
        {
          question: 'How do I find something I lost?',
          answer:
            'Open Search Found Items and type what you lost, for example “ID card” or “Samsung phone”. You can narrow the results by category and by the county where you lost it. New items are posted every day, so check again or come back later.',
        },
        {
          question: 'How do I prove that an item is mine?',
          answer:
            'Press Claim on the item and answer the finder’s security questions, such as what is inside the wallet or the wallpaper on the phone. Add details only the owner would know. You may also add a photo, for example an old picture of you with the item or a receipt.',
        },
        {
          question: 'What happens after I send a claim?',
          answer:
            'The finder compares your answers with the item and approves or rejects your claim. You get a notification either way. If it is approved, you pay the fee by M-Pesa and then see the finder’s contact details.',
        },
        {
          question: 'My claim was rejected. Can I try again?',
          answer:
            'Yes. You can claim the same item up to 3 times, so read the finder’s note, check your answers and try again with better details. If you are sure the item is yours, contact support.',
        },
        {
          question: 'I found something. How do I post it?',
          answer:
            'Press Post Found Item, add a title, category, the county and a nearby place (for example “near Kencom stage”), the date you found it, and up to 5 photos. Add at least one security question. Posting is free, and you earn {{finderAmount}} when the owner collects the item.',
        },
        {
          question: 'What makes a good security question?',
          answer:
            'Ask about something the photos do not show: the colour of the phone’s lock screen, a name written inside a book, what else was in the bag, or the amount of money in the wallet. Avoid questions anyone could guess from the photos.',
        },
        {
          question: 'Can I start without an account?',
          answer:
            'Yes. You can search, start a post or start a claim as a guest. We keep your draft in this browser tab for 2 hours; sign in or sign up to send it.',
        },
      ],
    },
    {
      id: 'fees',
      title: 'Fees and M-Pesa',
      entries: [
        {
          question: 'How much does it cost?',
          answer: 'Searching and posting are free. The owner pays one fee of {{totalFee}} per item, and only after the finder approves the claim.',
        },
        {
          question: 'Where does the fee go?',
          answer: '{{finderAmount}} is the finder’s reward and {{platformAmount}} is Okota’s platform fee, which keeps the service running.',
        },
        {
          question: 'How do I pay with M-Pesa?',
          answer:
            'When your claim is approved, press Pay and confirm your Safaricom number. An M-Pesa prompt appears on your phone: check the amount and enter your M-Pesa PIN on your phone. The finder’s contact details appear as soon as Safaricom confirms the payment.',
        },
        {
          question: 'Why did my payment fail?',
          answer:
            'Usually because of insufficient M-Pesa balance, a cancelled prompt, a wrong PIN, or a phone that was off or out of network. Nothing is charged when a payment fails. Check your balance and network, then try again.',
        },
        {
          question: 'I paid but I cannot see the finder’s contact.',
          answer:
            'M-Pesa confirmations can take a minute. Keep the page open or refresh it. If the contact still does not show after 5 minutes, contact support with the M-Pesa confirmation code from your SMS.',
        },
        {
          question: 'When does the finder get paid?',
          answer:
            'Okota holds the finder’s share until the hand-over. It is sent to the finder’s M-Pesa when the owner confirms receiving the item, or 72 hours after payment if no dispute is opened.',
        },
        {
          question: 'How do I get a refund?',
          answer:
            'If the finder does not hand over the item, or it is not yours, open a dispute within 72 hours of paying, or contact support within 7 days with your M-Pesa code. Approved refunds are processed within 7 business days to the number that paid.',
        },
      ],
    },
    {
      id: 'safety',
      title: 'Staying safe',
      entries: [
        {
          question: 'Where should we meet for the hand-over?',
          answer:
            'Always in a busy public place in daylight, such as a police station or a busy shopping centre. Never meet at a home or in a quiet place, and bring a friend if you can. Check the item before you confirm you have received it.',
        },
        {
          question: 'The finder is asking me to pay them directly. What should I do?',
          answer:
            'Never pay outside the platform, and do not pay any extra “reward”, “transport” or “storage” money. Payments outside Okota cannot be protected or refunded. Report the finder to support.',
        },
        {
          question: 'Someone asked for my M-Pesa PIN or my sign-up code.',
          answer:
            'Never share your M-Pesa PIN, your password or the codes we send you, with anyone. Okota staff will never ask for them, and neither will Safaricom. You only enter your PIN on your own phone, in the M-Pesa prompt.',
        },
        {
          question: 'Why can’t I see the finder’s phone number?',
          answer:
            'To protect finders, phone numbers and e-mail addresses are hidden and removed from descriptions and claims. The finder’s contact is shown only to the owner whose payment for that item has gone through.',
        },
        {
          question: 'I found an ID card or other document. Is it safe to post?',
          answer:
            'Yes, but cover or blur the ID number, card numbers, signature and any bank details in the photos. Describe the document without writing those numbers.',
        },
        {
          question: 'How do I report a suspicious item or user?',
          answer:
            'Use “Report this item” on the item page, or contact support with the item link. We review reports quickly and may hide the item or suspend the account.',
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      entries: [
        {
          question: 'I work at a police station, a chief’s office, a SACCO or a campus. How do we hand found things over?',
          answer:
            'Open “For police stations, chiefs and offices” at the foot of any page and register your desk. Once an admin verifies it, your members post what people leave with you, owners prove an item is theirs, and you hand it over when they show their collection code. At a police station, a chief’s office or a government office the owner pays nothing.',
        },
        {
          question: 'How do I create an account?',
          answer:
            'Press Sign Up and enter your name, e-mail, phone number (07XX or 01XX, any network) and a password. We e-mail you a 6-digit code, valid for 10 minutes, to confirm your address.',
        },
        {
          question: 'I forgot my password.',
          answer:
            'On the sign-in page press “Forgot password?” and enter your e-mail. We send a reset link that works once and expires after 1 hour. Check your spam folder if it does not arrive.',
        },
        {
          question: 'Where are the things I found and the things I lost?',
          answer:
            'One account does both. Open the menu under your picture: “Things I found” shows the items you posted, their claims and your earnings; “Things I lost” shows your claims, payments and lost-item reports.',
        },
        {
          question: 'How do I change my phone number?',
          answer:
            'Open your Profile and change the number. We ask for your password again to protect you. Use a Safaricom number: it is where M-Pesa prompts and payouts go.',
        },
        {
          question: 'Why was my account suspended?',
          answer:
            'Accounts are suspended for breaking our terms, for example false claims or asking for payment outside Okota. The reason is shown when you try to sign in. If you think it is a mistake, contact support.',
        },
        { question: 'How do I switch the language?', answer: 'Press EN or SW at the top of any page. Your choice is remembered on this phone.' },
        {
          question: 'How do I delete my account?',
          answer:
            'Contact support from the e-mail address of your account. We delete your account data; payment records are kept for 7 years, as the law requires and our Privacy Policy explains.',
        },
      ],
    },
  ],
};

const sw: typeof en = {
  title: 'Kituo cha Msaada',
  intro: 'Majibu ya haraka kwa waokotaji na wamiliki kote Kenya. Andika neno kupata jibu lako, au ongea nasi.',
  searchLabel: 'Tafuta kwenye kituo cha msaada',
  searchPlaceholder: 'mf. ada, M-Pesa, kukutana',
  resultCount_one: 'Jibu {{count}} limepatikana',
  resultCount_other: 'Majibu {{count}} yamepatikana',
  noResults: {
    title: 'Hakuna majibu yanayolingana na “{{query}}”',
    body: 'Jaribu neno lingine, kama “ada”, “kurejeshewa” au “usalama”, au uliza timu yetu moja kwa moja.',
    clear: 'Futa utafutaji',
    contact: 'Wasiliana na msaada',
  },
  stillNeedHelp: 'Bado unahitaji msaada?',
  desks: 'Kwa vituo vya polisi, machifu na ofisi',
  groups: [
    {
      id: 'claiming',
      title: 'Jinsi kudai kunavyofanya kazi',
      entries: [
        {
          question: 'Nitapataje kitu nilichopoteza?',
          answer:
            'Fungua Tafuta Vitu Vilivyookotwa na uandike ulichopoteza, kwa mfano “kitambulisho” au “simu ya Samsung”. Unaweza kupunguza matokeo kwa aina na kwa kaunti ulipokipoteza. Vitu vipya huwekwa kila siku, kwa hivyo angalia tena au rudi baadaye.',
        },
        {
          question: 'Nitathibitishaje kwamba kitu ni changu?',
          answer:
            'Bonyeza Dai kwenye kitu na ujibu maswali ya usalama ya mwokotaji, kama kilichomo ndani ya pochi au picha ya skrini ya simu. Ongeza maelezo ambayo mmiliki pekee angeyajua. Unaweza pia kuongeza picha, kwa mfano picha yako ya zamani ukiwa na kitu hicho au risiti.',
        },
        {
          question: 'Nini hutokea baada ya kutuma dai?',
          answer:
            'Mwokotaji hulinganisha majibu yako na kitu na kuidhinisha au kukataa dai lako. Utapata arifa kwa vyovyote vile. Likiidhinishwa, unalipa ada kwa M-Pesa kisha unaona mawasiliano ya mwokotaji.',
        },
        {
          question: 'Dai langu limekataliwa. Naweza kujaribu tena?',
          answer:
            'Ndiyo. Unaweza kudai kitu kimoja hadi mara 3, kwa hivyo soma ujumbe wa mwokotaji, kagua majibu yako na ujaribu tena kwa maelezo bora. Ukiwa na uhakika kitu ni chako, wasiliana na msaada.',
        },
        {
          question: 'Nimeokota kitu. Nitakiwekaje?',
          answer:
            'Bonyeza Weka Kitu Ulichookota, ongeza kichwa, aina, kaunti na mahali karibu (kwa mfano “karibu na stejini Kencom”), tarehe ulipokiokota, na hadi picha 5. Ongeza angalau swali moja la usalama. Kuweka ni bure, na unapata {{finderAmount}} mmiliki akichukua kitu chake.',
        },
        {
          question: 'Swali zuri la usalama ni lipi?',
          answer:
            'Uliza kuhusu kitu ambacho picha hazionyeshi: rangi ya skrini ya kufunga simu, jina lililoandikwa ndani ya kitabu, vitu vingine vilivyokuwa kwenye begi, au kiasi cha pesa kilichokuwa kwenye pochi. Epuka maswali ambayo mtu yeyote angeweza kukisia kutoka kwa picha.',
        },
        {
          question: 'Naweza kuanza bila akaunti?',
          answer:
            'Ndiyo. Unaweza kutafuta, kuanza kuweka kitu au kuanza dai kama mgeni. Tunahifadhi rasimu yako kwenye kichupo hiki cha kivinjari kwa saa 2; ingia au jisajili ili kuituma.',
        },
      ],
    },
    {
      id: 'fees',
      title: 'Ada na M-Pesa',
      entries: [
        {
          question: 'Inagharimu kiasi gani?',
          answer: 'Kutafuta na kuweka vitu ni bure. Mmiliki hulipa ada moja ya {{totalFee}} kwa kila kitu, na hulipa tu baada ya mwokotaji kuidhinisha dai.',
        },
        {
          question: 'Ada huenda wapi?',
          answer: '{{finderAmount}} ni zawadi ya mwokotaji na {{platformAmount}} ni ada ya jukwaa la Okota, inayoendesha huduma.',
        },
        {
          question: 'Nitalipaje kwa M-Pesa?',
          answer:
            'Dai lako likiidhinishwa, bonyeza Lipa na uthibitishe nambari yako ya Safaricom. Ombi la M-Pesa litatokea kwenye simu yako: hakiki kiasi kisha weka PIN yako ya M-Pesa kwenye simu yako. Mawasiliano ya mwokotaji yanaonekana mara tu Safaricom inapothibitisha malipo.',
        },
        {
          question: 'Kwa nini malipo yangu yameshindikana?',
          answer:
            'Mara nyingi ni kwa sababu salio la M-Pesa halitoshi, ombi limeghairiwa, PIN si sahihi, au simu ilikuwa imezimwa au nje ya mtandao. Hakuna pesa inayokatwa malipo yakishindikana. Hakiki salio na mtandao wako, kisha ujaribu tena.',
        },
        {
          question: 'Nimelipa lakini sioni mawasiliano ya mwokotaji.',
          answer:
            'Uthibitisho wa M-Pesa unaweza kuchukua dakika moja. Acha ukurasa wazi au uufungue upya. Mawasiliano yasipoonekana baada ya dakika 5, wasiliana na msaada ukiwa na msimbo wa uthibitisho wa M-Pesa kutoka kwenye SMS yako.',
        },
        {
          question: 'Mwokotaji analipwa lini?',
          answer:
            'Okota hushikilia sehemu ya mwokotaji hadi makabidhiano. Hutumwa kwenye M-Pesa ya mwokotaji mmiliki anapothibitisha kupokea kitu, au saa 72 baada ya malipo ikiwa hakuna mzozo uliofunguliwa.',
        },
        {
          question: 'Nitarejeshewa pesa vipi?',
          answer:
            'Mwokotaji asipokukabidhi kitu, au kikiwa si chako, fungua mzozo ndani ya saa 72 baada ya kulipa, au wasiliana na msaada ndani ya siku 7 ukiwa na msimbo wako wa M-Pesa. Marejesho yanayokubaliwa hushughulikiwa ndani ya siku 7 za kazi kwenda kwenye nambari iliyolipa.',
        },
      ],
    },
    {
      id: 'safety',
      title: 'Usalama',
      entries: [
        {
          question: 'Tukutane wapi kwa makabidhiano?',
          answer:
            'Kila mara mahali pa umma penye watu wengi mchana, kama kituo cha polisi au kituo cha biashara chenye shughuli nyingi. Kamwe msikutane nyumbani au mahali pa faragha, na ikiwezekana nenda na rafiki. Kagua kitu kabla ya kuthibitisha kwamba umekipokea.',
        },
        {
          question: 'Mwokotaji ananiomba nimlipe moja kwa moja. Nifanye nini?',
          answer:
            'Kamwe usilipe nje ya jukwaa, na usilipe pesa yoyote ya ziada ya “zawadi”, “nauli” au “kuhifadhi”. Malipo nje ya Okota hayawezi kulindwa wala kurejeshwa. Mripoti mwokotaji huyo kwa msaada.',
        },
        {
          question: 'Mtu ameniomba PIN yangu ya M-Pesa au msimbo wa kujisajili.',
          answer:
            'Kamwe usimpe mtu yeyote PIN yako ya M-Pesa, nenosiri lako au misimbo tunayokutumia. Wafanyakazi wa Okota hawatawahi kuziomba, wala Safaricom. Unaweka PIN yako kwenye simu yako mwenyewe tu, kwenye ombi la M-Pesa.',
        },
        {
          question: 'Kwa nini sioni nambari ya simu ya mwokotaji?',
          answer:
            'Ili kuwalinda waokotaji, nambari za simu na barua pepe zimefichwa na huondolewa kwenye maelezo na madai. Mawasiliano ya mwokotaji huonyeshwa tu kwa mmiliki ambaye malipo yake kwa kitu hicho yamekamilika.',
        },
        {
          question: 'Nimeokota kitambulisho au hati nyingine. Ni salama kukiweka?',
          answer:
            'Ndiyo, lakini funika au fifisha nambari ya kitambulisho, nambari za kadi, sahihi na maelezo yoyote ya benki kwenye picha. Eleza hati bila kuandika nambari hizo.',
        },
        {
          question: 'Nitaripoti vipi kitu au mtumiaji anayetiliwa shaka?',
          answer:
            'Tumia “Ripoti kitu hiki” kwenye ukurasa wa kitu, au wasiliana na msaada ukiwa na kiungo cha kitu. Tunapitia ripoti haraka na tunaweza kuficha kitu au kusimamisha akaunti.',
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Akaunti yako',
      entries: [
        {
          question: 'Ninafanya kazi kituo cha polisi, ofisi ya chifu, SACCO au chuo. Tunakabidhije vitu vilivyookotwa?',
          answer:
            'Fungua “Kwa vituo vya polisi, machifu na ofisi” chini ya ukurasa wowote na usajili dawati lako. Msimamizi akilithibitisha, wanachama wenu huweka vitu vinavyoachwa kwenu, wenyewe huthibitisha ni vyao, na mnakabidhi wanapoonyesha namba ya kuchukua. Katika kituo cha polisi, ofisi ya chifu au ofisi ya serikali mwenye kitu halipi chochote.',
        },
        {
          question: 'Nitafunguaje akaunti?',
          answer:
            'Bonyeza Jisajili na uweke jina lako, barua pepe, nambari ya simu (07XX au 01XX, mtandao wowote) na nenosiri. Tunakutumia kwa barua pepe msimbo wa tarakimu 6, unaofanya kazi kwa dakika 10, kuthibitisha anwani yako.',
        },
        {
          question: 'Nimesahau nenosiri langu.',
          answer:
            'Kwenye ukurasa wa kuingia bonyeza “Umesahau nenosiri?” na uweke barua pepe yako. Tunatuma kiungo cha kubadilisha nenosiri kinachofanya kazi mara moja na kuisha baada ya saa 1. Angalia folda ya barua taka kama hakijafika.',
        },
        {
          question: 'Vitu nilivyookota na nilivyopoteza viko wapi?',
          answer:
            'Akaunti moja inafanya yote mawili. Fungua menyu iliyo chini ya picha yako: “Vitu nilivyookota” inaonyesha vitu ulivyoweka, madai yake na mapato yako; “Vitu nilivyopoteza” inaonyesha madai yako, malipo na ripoti za vitu vilivyopotea.',
        },
        {
          question: 'Nitabadilishaje nambari yangu ya simu?',
          answer:
            'Fungua Wasifu wako na ubadilishe nambari. Tunakuomba nenosiri tena ili kukulinda. Tumia nambari ya Safaricom: ndiko maombi ya M-Pesa na malipo yako huenda.',
        },
        {
          question: 'Kwa nini akaunti yangu imesimamishwa?',
          answer:
            'Akaunti husimamishwa kwa kuvunja masharti yetu, kwa mfano madai ya uongo au kuomba malipo nje ya Okota. Sababu huonyeshwa unapojaribu kuingia. Ukidhani ni kosa, wasiliana na msaada.',
        },
        { question: 'Nitabadilishaje lugha?', answer: 'Bonyeza EN au SW juu ya ukurasa wowote. Chaguo lako hukumbukwa kwenye simu hii.' },
        {
          question: 'Nitafutaje akaunti yangu?',
          answer:
            'Wasiliana na msaada kutoka kwa barua pepe ya akaunti yako. Tunafuta data ya akaunti yako; kumbukumbu za malipo huhifadhiwa kwa miaka 7, kama sheria inavyotaka na Sera yetu ya Faragha inavyoeleza.',
        },
      ],
    },
  ],
};

registerTranslations(HELP_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    help: typeof en;
  }
}
