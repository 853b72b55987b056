/** The help center's questions on fees and M-Pesa, in English and Kiswahili, question for question. */
export const feesEn = {
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
};

export const feesSw: typeof feesEn = {
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
};
