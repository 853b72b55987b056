/** The help center's questions on staying safe, in English and Kiswahili, question for question. */
export const safetyEn = {
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
};

export const safetySw: typeof safetyEn = {
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
};
