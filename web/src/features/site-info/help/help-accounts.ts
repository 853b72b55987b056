/** The help center's questions on your account, in English and Kiswahili, question for question. */
export const accountsEn = {
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
};

export const accountsSw: typeof accountsEn = {
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
};
