/**
 * The e-mail of each turn (docs/rules.md "a message at every turn"), in the reader's language: what
 * happened, what to do, one button. Neither the subject nor the body quotes text another person
 * typed (docs/decisions/0231): the item is its category, county and day; the other person is a
 * cleaned first name. Greeting the reader by their own first name is their own words.
 */
import { formatKsh } from '@okota/shared';
import { renderMail, type MailLanguage, type RenderedMail } from './layout';

export type TurnMailKind =
  | 'claim_received'
  | 'claim_waiting'
  | 'claim_approved'
  | 'pay_waiting'
  | 'claim_rejected'
  | 'owner_paid'
  | 'handover_owner'
  | 'handover_finder'
  | 'payout_waiting'
  | 'dispute_opened'
  | 'dispute_paid'
  | 'dispute_refunded'
  | 'listing_held';

export interface TurnMailFacts {
  language: MailLanguage;
  firstName: string;
  category: string;
  county: string;
  date: string;
  /** Shillings: the fee (claim_approved), the finder's share (owner_paid, handover_finder, payout_waiting). */
  amount: number;
  /** The other person's first name, cleaned (owner_paid). */
  otherName: string;
  /** Who reads a dispute's decision (dispute_paid, dispute_refunded). */
  party?: 'owner' | 'finder';
  /** Why our system held a listing (listing_held), in our words. */
  heldFor?: 'contact' | 'scam';
  url: string;
  supportEmail: string;
}

interface Words {
  subject: string;
  heading?: string;
  body: string;
  button: string;
}
type Facts = TurnMailFacts & { ksh: string };

const WORDS: Record<MailLanguage, { hello: (name: string) => string } & Record<TurnMailKind, (f: Facts) => Words>> = {
  en: {
    hello: (name) => `Hello ${name},`,
    claim_received: (f) => ({
      subject: 'New claim on an item you found',
      body: `Someone has claimed the item you found (${f.category}, ${f.county}, found ${f.date}). Read their answers, then approve or reject the claim.`,
      button: 'Review the claim',
    }),
    claim_waiting: (f) => ({
      subject: 'A claim waits for your answer',
      body: `Someone claimed the item you found (${f.category}, ${f.county}, found ${f.date}) a day ago and is waiting for your answer. Read their answers, then approve or reject the claim, so they know where they stand.`,
      button: 'Review the claim',
    }),
    pay_waiting: (f) => ({
      subject: `Your approved claim waits for the ${f.ksh} fee`,
      body: `The finder approved your claim for the item (${f.category}, ${f.county}) a day ago. Pay the ${f.ksh} fee by M-Pesa to learn how to get it back.`,
      button: `Pay ${f.ksh}`,
    }),
    claim_approved: (f) => ({
      subject: `Your claim was approved: pay ${f.ksh} to get the finder's contact`,
      heading: 'Your claim was approved',
      body: `The finder approved your claim for the item (${f.category}, ${f.county}). Pay the ${f.ksh} fee by M-Pesa to see the finder's contact details and arrange the hand-over.`,
      button: `Pay ${f.ksh}`,
    }),
    claim_rejected: (f) => ({
      subject: 'Your claim was not approved',
      body: `The finder did not approve your claim for the item (${f.category}, ${f.county}). Nothing was paid. If you are still looking, post a lost report and we will tell you of matches.`,
      button: 'See your claims',
    }),
    owner_paid: (f) => ({
      subject: 'The owner has paid: arrange the hand-over',
      body: `${f.otherName} paid for the item you found (${f.category}). Open the chat to agree where and when to hand it over. Your ${f.ksh} goes to your M-Pesa when they confirm receipt, or 72 hours after payment if no problem is reported.`,
      button: 'Open the chat',
    }),
    handover_owner: (f) => ({
      subject: 'Did you get your item back?',
      body: `You paid for the item (${f.category}) a day ago. Once you have it, confirm the hand-over on the item page so the finder is paid. If something is wrong, report a problem there.`,
      button: 'Confirm the hand-over',
    }),
    handover_finder: (f) => ({
      subject: 'Reminder: hand the item over',
      body: `The owner paid for the item you found (${f.category}) a day ago. Arrange the hand-over in the chat; your ${f.ksh} follows once they confirm.`,
      button: 'Open the chat',
    }),
    payout_waiting: (f) => ({
      subject: `Your ${f.ksh} reward is waiting for your number`,
      heading: 'Your reward is waiting',
      body: `Your ${f.ksh} reward is ready, but we send rewards only to a verified M-Pesa number, so that a typing mistake never pays a stranger. Verify your number on your profile with the code we send by SMS, and the money goes out at once.`,
      button: 'Verify my number',
    }),
    dispute_opened: (f) => ({
      subject: 'The owner reported a problem with the hand-over',
      body: `The owner reported a problem with the hand-over of the item you found (${f.category}, ${f.county}). Your share waits until an admin has looked at what happened and decides; you can explain your side in the chat.`,
      button: 'Open the item',
    }),
    dispute_paid: (f) =>
      f.party === 'finder'
        ? {
            subject: 'The hand-over problem is decided: you are paid',
            body: `An admin looked at the hand-over problem for the item (${f.category}, ${f.county}) and decided that you are paid your share. It goes to your M-Pesa.`,
            button: 'Open the item',
          }
        : {
            subject: 'Your hand-over problem is decided',
            body: `An admin looked at the problem you reported with the item (${f.category}, ${f.county}) and decided that the finder is paid. The admin's reasons are on the item page.`,
            button: 'Read the decision',
          },
    dispute_refunded: (f) =>
      f.party === 'finder'
        ? {
            subject: 'The hand-over problem is decided: the owner is refunded',
            body: `An admin looked at the hand-over problem for the item (${f.category}, ${f.county}) and decided that the owner is refunded, so there is no payout. The admin's reasons are on the item page.`,
            button: 'Read the decision',
          }
        : {
            subject: `Your hand-over problem is decided: ${f.ksh} comes back to you`,
            body: `An admin looked at the problem you reported with the item (${f.category}, ${f.county}) and decided that you are refunded. Your ${f.ksh} goes back to the M-Pesa number you paid from.`,
            button: 'Open the item',
          },
    listing_held: (f) => ({
      subject: 'Your listing is held for review',
      body:
        f.heldFor === 'scam'
          ? `Your listing (${f.category}, ${f.county}) is held for review: someone reported it as a possible scam. A person checks it, usually within a day; if the report is wrong, it shows again and you do not need to do anything.`
          : `Your listing (${f.category}, ${f.county}) is held for review: it may show contact details, such as a phone number or an address. Edit it and it is checked again; what is still in doubt waits for a person.`,
      button: 'See your listing',
    }),
  },
  sw: {
    hello: (name) => `Habari ${name},`,
    claim_received: (f) => ({
      subject: 'Dai jipya kwa kitu ulichokipata',
      body: `Mtu amedai kitu ulichokipata (${f.category}, ${f.county}, kilipatikana ${f.date}). Soma majibu yake, kisha ukubali au ukatae dai.`,
      button: 'Angalia dai',
    }),
    claim_waiting: (f) => ({
      subject: 'Dai linasubiri jibu lako',
      body: `Mtu alidai kitu ulichokipata (${f.category}, ${f.county}, kilipatikana ${f.date}) jana na anasubiri jibu lako. Soma majibu yake, kisha ukubali au ukatae dai, ili ajue hali yake.`,
      button: 'Angalia dai',
    }),
    pay_waiting: (f) => ({
      subject: `Dai lako lililokubaliwa linasubiri ada ya ${f.ksh}`,
      body: `Aliyekipata alikubali dai lako la kitu (${f.category}, ${f.county}) jana. Lipa ada ya ${f.ksh} kwa M-Pesa ujue jinsi ya kukipata.`,
      button: `Lipa ${f.ksh}`,
    }),
    claim_approved: (f) => ({
      subject: `Dai lako limekubaliwa: lipa ${f.ksh} upate mawasiliano ya aliyekipata`,
      heading: 'Dai lako limekubaliwa',
      body: `Aliyekipata amekubali dai lako la kitu (${f.category}, ${f.county}). Lipa ada ya ${f.ksh} kwa M-Pesa uone mawasiliano ya aliyekipata na mpange makabidhiano.`,
      button: `Lipa ${f.ksh}`,
    }),
    claim_rejected: (f) => ({
      subject: 'Dai lako halikukubaliwa',
      body: `Aliyekipata hakukubali dai lako la kitu (${f.category}, ${f.county}). Hakuna kilicholipwa. Kama bado unakitafuta, weka ripoti ya kitu kilichopotea na tutakujulisha tukipata kinachofanana.`,
      button: 'Angalia madai yako',
    }),
    owner_paid: (f) => ({
      subject: 'Mwenye kitu amelipa: pangeni makabidhiano',
      body: `${f.otherName} amelipia kitu ulichokipata (${f.category}). Fungua mazungumzo mkubaliane mahali na wakati wa kukabidhi. ${f.ksh} zako zitatumwa kwenye M-Pesa yako akithibitisha amepokea, au saa 72 baada ya malipo kama hakuna tatizo litakaloripotiwa.`,
      button: 'Fungua mazungumzo',
    }),
    handover_owner: (f) => ({
      subject: 'Umerudishiwa kitu chako?',
      body: `Ulilipia kitu (${f.category}) jana. Ukishakipata, thibitisha makabidhiano kwenye ukurasa wa kitu ili aliyekipata alipwe. Kama kuna tatizo, liripoti hapo.`,
      button: 'Thibitisha makabidhiano',
    }),
    handover_finder: (f) => ({
      subject: 'Kumbusho: mkabidhi mwenye kitu',
      body: `Mwenye kitu ulichokipata (${f.category}) alilipa jana. Pangeni makabidhiano kwenye mazungumzo; ${f.ksh} zako zitafuata akishathibitisha.`,
      button: 'Fungua mazungumzo',
    }),
    payout_waiting: (f) => ({
      subject: `Zawadi yako ya ${f.ksh} inasubiri nambari yako ya simu`,
      heading: 'Zawadi yako inasubiri',
      body: `Zawadi yako ya ${f.ksh} iko tayari, lakini tunatuma zawadi kwa nambari ya M-Pesa iliyothibitishwa tu, ili kosa la kuandika lisimlipe mtu mwingine. Thibitisha nambari yako kwenye wasifu wako kwa nambari tutakayokutumia kwa SMS, na pesa zitatumwa mara moja.`,
      button: 'Thibitisha nambari yangu ya simu',
    }),
    dispute_opened: (f) => ({
      subject: 'Mwenye kitu ameripoti tatizo la makabidhiano',
      body: `Mwenye kitu ameripoti tatizo la makabidhiano ya kitu ulichokipata (${f.category}, ${f.county}). Sehemu yako inasubiri hadi msimamizi aangalie kilichotokea na aamue; unaweza kueleza upande wako kwenye mazungumzo.`,
      button: 'Fungua kitu',
    }),
    dispute_paid: (f) =>
      f.party === 'finder'
        ? {
            subject: 'Tatizo la makabidhiano limeamuliwa: utalipwa',
            body: `Msimamizi ameangalia tatizo la makabidhiano ya kitu (${f.category}, ${f.county}) na ameamua ulipwe sehemu yako. Inatumwa kwenye M-Pesa yako.`,
            button: 'Fungua kitu',
          }
        : {
            subject: 'Tatizo lako la makabidhiano limeamuliwa',
            body: `Msimamizi ameangalia tatizo ulioripoti kuhusu kitu (${f.category}, ${f.county}) na ameamua aliyekipata alipwe. Sababu za msimamizi ziko kwenye ukurasa wa kitu.`,
            button: 'Soma uamuzi',
          },
    dispute_refunded: (f) =>
      f.party === 'finder'
        ? {
            subject: 'Tatizo la makabidhiano limeamuliwa: mwenye kitu amerejeshewa pesa',
            body: `Msimamizi ameangalia tatizo la makabidhiano ya kitu (${f.category}, ${f.county}) na ameamua mwenye kitu arejeshewe pesa, kwa hiyo hutalipwa. Sababu za msimamizi ziko kwenye ukurasa wa kitu.`,
            button: 'Soma uamuzi',
          }
        : {
            subject: `Tatizo lako la makabidhiano limeamuliwa: ${f.ksh} zinarudi kwako`,
            body: `Msimamizi ameangalia tatizo ulioripoti kuhusu kitu (${f.category}, ${f.county}) na ameamua urejeshewe pesa. ${f.ksh} zako zinarudishwa kwenye nambari ya M-Pesa uliyolipa nayo.`,
            button: 'Fungua kitu',
          },
    listing_held: (f) => ({
      subject: 'Tangazo lako limesimamishwa likaguliwe',
      body:
        f.heldFor === 'scam'
          ? `Tangazo lako (${f.category}, ${f.county}) limesimamishwa likaguliwe: mtu ameliripoti kuwa huenda ni utapeli. Mtu wa Okota atalikagua, kwa kawaida ndani ya siku moja; kama ripoti si ya kweli, litaonekana tena bila wewe kufanya chochote.`
          : `Tangazo lako (${f.category}, ${f.county}) limesimamishwa likaguliwe: huenda lina mawasiliano, kama nambari ya simu au anwani. Lihariri na litakaguliwa upya; kilichobaki na shaka kitasubiri mtu akikague.`,
      button: 'Angalia tangazo lako',
    }),
  },
};

export function turnMail(kind: TurnMailKind, facts: TurnMailFacts): RenderedMail {
  const words = WORDS[facts.language];
  const w = words[kind]({ ...facts, ksh: formatKsh(facts.amount) });
  return renderMail({
    language: facts.language,
    subject: w.subject,
    heading: w.heading ?? w.subject,
    supportEmail: facts.supportEmail,
    blocks: [
      { kind: 'paragraph', text: words.hello(facts.firstName) },
      { kind: 'paragraph', text: w.body },
      { kind: 'button', label: w.button, url: facts.url },
    ],
  });
}
