/** The help center's questions on how claiming works, in English and Kiswahili, question for question. */
export const claimingEn = {
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
};

export const claimingSw: typeof claimingEn = {
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
};
