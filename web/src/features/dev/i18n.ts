import { registerTranslations } from '../../i18n';

export const DEV_NS = 'dev';

const en = {
  title: 'Development outbox',
  intro: 'Without SMTP_URL, e-mails are kept here instead of being sent (newest first). This page does not exist in production.',
  empty: 'No e-mails yet. Sign up or ask for a reset link, then refresh.',
  unavailable: 'The outbox is off: this server sends real e-mail (SMTP_URL is set) or runs in production.',
  refresh: 'Refresh',
  to: 'To',
  code: 'Code',
  sms: {
    title: 'Development SMS outbox',
    intro:
      "With SMS_ENV=simulator, every SMS (phone codes, alerts, links) stays in the built-in Africa's Talking simulator and is shown here, newest first. This page does not exist in production.",
    empty: 'No SMS yet. Ask for a phone code or use the USSD menu, then refresh.',
    unavailable: "The SMS outbox is off: this server uses a real Africa's Talking account (SMS_ENV is not simulator) or runs in production.",
    status: 'Status',
    waitingTitle: 'Waiting for the morning',
    waitingIntro: "Match alerts and reminders held by someone's quiet hours. Each goes at the time shown (East Africa Time).",
    goesAt: 'Goes at',
  },
  wa: {
    title: 'Development WhatsApp phone',
    intro:
      "Plays a person's phone against the built-in WhatsApp simulator (no WHATSAPP_* variables): what you send reaches the bot signed as Meta would send it; its replies appear below, newest last. This page does not exist in production.",
    number: 'WhatsApp number (254…)',
    name: 'Profile name (optional)',
    conversation: 'Conversation',
    empty: 'No messages with this number yet. Say "hello" (or "habari") to start.',
    unavailable: 'The WhatsApp phone is off: this server talks to a real WhatsApp Business number or runs in production.',
    failed: 'The simulator did not take that message. Check the number (9 to 15 digits).',
    message: 'Message',
    send: 'Send',
    photo: 'Send a photo',
    location: 'Share a location',
    latitude: 'Latitude',
    longitude: 'Longitude',
    share: 'Share',
  },
};

const sw: typeof en = {
  title: 'Sanduku la barua la majaribio',
  intro: 'Bila SMTP_URL, barua pepe huhifadhiwa hapa badala ya kutumwa (za karibuni kwanza). Ukurasa huu haupo kwenye mfumo halisi.',
  empty: 'Bado hakuna barua pepe. Jisajili au omba kiungo cha nenosiri, kisha onyesha upya.',
  unavailable: 'Sanduku hili limezimwa: seva hii inatuma barua pepe halisi (SMTP_URL imewekwa) au iko kwenye mfumo halisi.',
  refresh: 'Onyesha upya',
  to: 'Kwa',
  code: 'Msimbo',
  sms: {
    title: 'Sanduku la SMS la majaribio',
    intro:
      "Ikiwa SMS_ENV=simulator, kila SMS (misimbo ya simu, arifa, viungo) hubaki kwenye kiigizaji cha Africa's Talking na huonyeshwa hapa, za karibuni kwanza. Ukurasa huu haupo kwenye mfumo halisi.",
    empty: 'Bado hakuna SMS. Omba msimbo wa simu au tumia menyu ya USSD, kisha onyesha upya.',
    unavailable: "Sanduku hili limezimwa: seva hii inatumia akaunti halisi ya Africa's Talking (SMS_ENV si simulator) au iko kwenye mfumo halisi.",
    status: 'Hali',
    waitingTitle: 'Zinasubiri asubuhi',
    waitingIntro:
      'Arifa za vitu vinavyofanana na vikumbusho vilivyozuiwa na saa za utulivu za mtu. Kila moja itatumwa saa iliyoonyeshwa (saa za Afrika Mashariki).',
    goesAt: 'Itatumwa',
  },
  wa: {
    title: 'Simu ya WhatsApp ya majaribio',
    intro:
      'Huigiza simu ya mtu dhidi ya kiigizaji cha WhatsApp (bila vigezo vya WHATSAPP_*): unachotuma humfikia roboti kikiwa kimesainiwa kama Meta ingetuma; majibu yake huonekana hapa chini, ya karibuni mwisho. Ukurasa huu haupo kwenye mfumo halisi.',
    number: 'Nambari ya simu ya WhatsApp (254…)',
    name: 'Jina la wasifu (si lazima)',
    conversation: 'Mazungumzo',
    empty: 'Bado hakuna ujumbe na nambari hii ya simu. Sema "habari" (au "hello") kuanza.',
    unavailable: 'Simu hii imezimwa: seva hii inazungumza na nambari ya simu halisi ya WhatsApp Business au iko kwenye mfumo halisi.',
    failed: 'Kiigizaji hakikupokea ujumbe huo. Angalia nambari ya simu (tarakimu 9 hadi 15).',
    message: 'Ujumbe',
    send: 'Tuma',
    photo: 'Tuma picha',
    location: 'Shiriki mahali',
    latitude: 'Latitudo',
    longitude: 'Longitudo',
    share: 'Shiriki',
  },
};

registerTranslations(DEV_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    dev: typeof en;
  }
}
