/**
 * Words of the path after the payment (docs/decisions/0215): the steps, the Call and WhatsApp
 * buttons, the hand-over and its end, a cancelled M-Pesa prompt, and how the payment list says
 * that a failed payment took no money.
 */
import { registerTranslations } from '../../i18n';

export const PAID_PATH_NS = 'paid-path';

const en = {
  steps: {
    label: 'Progress',
    claim: 'Claim',
    approved: 'Approved',
    pay: 'Pay',
    meet: 'Meet',
    done: 'Done',
    stepDone: '{{step}}: done',
    stepCurrent: '{{step}}: now',
  },
  paid: 'Paid {{amount}}',
  receipt: 'M-Pesa receipt {{receipt}}',
  contact: {
    call: 'Call {{phone}}',
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Message {{name}} on WhatsApp',
    greeting: 'Hello {{name}}, I am the owner of the "{{title}}" you found on Okota. When and where can we meet?',
    email: 'Or e-mail {{email}}',
    noPhone: 'The finder has no phone number on Okota. Write to them in the messages below.',
    doneNote: "Hand-over done. The finder's contact stays here in case you need it.",
  },
  meet: {
    title: 'Next: agree where to meet',
    body: 'Call the finder or write in the messages below, and agree on a safe public place and time. When you have your item, confirm it here: then the finder is paid.',
    alreadyMet: 'Already have it? Confirm I received my item',
    ready: 'Got your item back?',
    readyBody:
      'Confirm it once the item is in your hands, so the finder gets their reward. If something is wrong, report it within 72 hours of paying (until {{date}}).',
  },
  done: {
    title: 'Done',
    finderPaid: 'The finder has been paid. Thank you for using Okota!',
    finderPaying: "The finder's reward is on its way to their M-Pesa.",
  },
  finder: {
    title: 'Hand-over',
    held: 'The owner paid. Agree with them in the messages where to meet and hand the item over. When they confirm receiving it, your {{amount}} is sent to your M-Pesa.',
    disputed: 'The owner reported a problem with the hand-over. Our team will contact you within 2-4 hours.',
    sending: 'The owner confirmed the hand-over. Your {{amount}} is on its way to your M-Pesa.',
    awaitingPhone: 'The owner confirmed the hand-over. Verify your phone number to receive your {{amount}}: M-Pesa payouts go only to a verified number.',
    verifyPhone: 'Verify your phone',
    delayed: 'The owner confirmed the hand-over. Sending your {{amount}} is taking longer than usual; our team is on it.',
    paid: 'Hand-over confirmed and {{amount}} sent to your M-Pesa.',
    paidReceipt: 'M-Pesa receipt {{receipt}}',
  },
  cancelled: {
    title: 'You cancelled the M-Pesa prompt',
    body: 'You were not charged. When you are ready, try again and enter your M-Pesa PIN.',
  },
  notCharged: 'You were not charged.',
  /** The payment dialog when Okota refused to start paying (its reason shown under it): no M-Pesa prompt was sent. */
  refusedTitle: 'Payment not started',
  waiting: {
    title: '{{amount}} waiting for your number',
    body: 'M-Pesa payouts go only to a verified phone number. Verify yours and the money is sent at once.',
  },
  list: {
    cancelled: 'Cancelled — not charged',
    failed: 'Failed — not charged',
    handover: { held: 'Waiting for the hand-over', confirmed: 'Hand-over confirmed', finderPaid: 'Finder paid', disputed: 'Problem reported' },
  },
};

const sw: typeof en = {
  steps: {
    label: 'Hatua',
    claim: 'Dai',
    approved: 'Idhini',
    pay: 'Lipa',
    meet: 'Kutana',
    done: 'Tayari',
    stepDone: '{{step}}: imekamilika',
    stepCurrent: '{{step}}: sasa',
  },
  paid: 'Umelipa {{amount}}',
  receipt: 'Risiti ya M-Pesa {{receipt}}',
  contact: {
    call: 'Piga {{phone}}',
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Mtumie {{name}} ujumbe kwa WhatsApp',
    greeting: 'Habari {{name}}, mimi ndiye mwenye "{{title}}" uliyookota kwenye Okota. Tukutane lini na wapi?',
    email: 'Au tuma barua pepe kwa {{email}}',
    noPhone: 'Mwokotaji hana nambari ya simu kwenye Okota. Mwandikie kwenye ujumbe hapa chini.',
    doneNote: 'Makabidhiano yamekamilika. Mawasiliano ya mwokotaji yanabaki hapa ukiyahitaji.',
  },
  meet: {
    title: 'Sasa: kubalianeni mahali pa kukutana',
    body: 'Mpigie mwokotaji au mwandikie kwenye ujumbe hapa chini, mkubaliane mahali salama pa wazi na saa. Ukishapata kitu chako, thibitisha hapa: kisha mwokotaji analipwa.',
    alreadyMet: 'Umeshakipata? Thibitisha nimepokea kitu changu',
    ready: 'Umerudishiwa kitu chako?',
    readyBody:
      'Thibitisha kikishakuwa mikononi mwako, ili mwokotaji apate zawadi yake. Kama kuna tatizo, liripoti ndani ya saa 72 baada ya kulipa (hadi {{date}}).',
  },
  done: {
    title: 'Tayari',
    finderPaid: 'Mwokotaji amelipwa. Asante kwa kutumia Okota!',
    finderPaying: 'Zawadi ya mwokotaji inatumwa kwenye M-Pesa yake.',
  },
  finder: {
    title: 'Makabidhiano',
    held: 'Mmiliki amelipa. Kubalianeni kwenye ujumbe mahali pa kukutana, umkabidhi kitu chake. Akithibitisha kukipokea, {{amount}} zako zinatumwa kwenye M-Pesa yako.',
    disputed: 'Mmiliki ameripoti tatizo la makabidhiano. Timu yetu itawasiliana nawe ndani ya saa 2-4.',
    sending: 'Mmiliki amethibitisha makabidhiano. {{amount}} zako zinatumwa kwenye M-Pesa yako.',
    awaitingPhone:
      'Mmiliki amethibitisha makabidhiano. Thibitisha nambari yako ya simu ili upokee {{amount}} zako: malipo ya M-Pesa yanatumwa tu kwa nambari iliyothibitishwa.',
    verifyPhone: 'Thibitisha simu yako',
    delayed: 'Mmiliki amethibitisha makabidhiano. Kutuma {{amount}} zako kunachukua muda kuliko kawaida; timu yetu inashughulikia.',
    paid: 'Makabidhiano yamethibitishwa na {{amount}} zimetumwa kwenye M-Pesa yako.',
    paidReceipt: 'Risiti ya M-Pesa {{receipt}}',
  },
  cancelled: {
    title: 'Umeghairi ombi la M-Pesa',
    body: 'Hujakatwa pesa yoyote. Ukiwa tayari, jaribu tena na uweke PIN yako ya M-Pesa.',
  },
  notCharged: 'Hujakatwa pesa yoyote.',
  refusedTitle: 'Malipo hayajaanza',
  waiting: {
    title: '{{amount}} zinasubiri nambari yako ya simu',
    body: 'Malipo ya M-Pesa yanatumwa tu kwa nambari ya simu iliyothibitishwa. Thibitisha yako na pesa zitatumwa papo hapo.',
  },
  list: {
    cancelled: 'Imeghairiwa — hujakatwa pesa',
    failed: 'Imeshindikana — hujakatwa pesa',
    handover: { held: 'Inasubiri makabidhiano', confirmed: 'Makabidhiano yamethibitishwa', finderPaid: 'Mwokotaji amelipwa', disputed: 'Tatizo limeripotiwa' },
  },
};

registerTranslations(PAID_PATH_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    'paid-path': typeof en;
  }
}
