/**
 * Messages between the paid owner and the finder (scrub-messages.ts, docs/decisions/0282): M-Pesa
 * destinations and private document numbers, whole or split over a sender's recent messages in
 * English, Kiswahili and Sheng, lose their digits; phones, e-mails and ordinary hand-over talk
 * stay exactly as written.
 */
import { describe, expect, it } from 'vitest';
import { checkMessageTexts, MESSAGE_REMOVED_MARK } from './scrub-messages';

/** A label, and a number written as a scammer splits it; each becomes messages cut at every gap. */
const PAYMENT_LABELS = [
  'lipa na mpesa till',
  'Lipa na M-Pesa buy goods',
  'buy goods',
  'till number',
  'till no.',
  'paybill 247247 account',
  'pay bill 522522 acc no',
  'agent number',
  'wakala namba',
  'store number',
  'tuma kwa',
  'tuma pesa kwa',
  'pochi la biashara',
  'M-Pesa till',
  'business number',
];
const PAYMENT_NUMBERS = ['523 456', '52 34 56', '8329 91', '0712 345 678', '9 8 7 6 5 4', '52-34-56'];

const DOCUMENT_LABELS = [
  'my ID no is',
  'kitambulisho namba',
  'ID number',
  'passport no',
  'KRA PIN',
  'NHIF no',
  'huduma namba',
  'birth cert no',
  'staff no',
  'driving licence no',
];
const DOCUMENT_NUMBERS: Record<string, string[]> = {
  // A PIN spaced inside ('A012 345 678Z') is not read as one even in one text: the detector's limit, not the join's.
  'KRA PIN': ['A012345678Z', 'P051234567Q'],
  default: ['2345 6789', '23 45 67 89', '234 567 89'],
};

/** Every way of cutting `label number` into two or three messages at its spaces, label first. */
function splits(label: string, number: string): string[][] {
  const words = `${label} ${number}`.split(' ');
  const first = label.split(' ').length;
  const out: string[][] = [];
  for (let a = first; a < words.length; a++) {
    out.push([words.slice(0, a).join(' '), words.slice(a).join(' ')]);
    for (let b = a + 1; b < words.length; b++) out.push([words.slice(0, a).join(' '), words.slice(a, b).join(' '), words.slice(b).join(' ')]);
  }
  return out;
}

const digitsLeft = (texts: string[]) => texts.join(' ').replace(/\D/g, '');

const PAYMENT_CASES = PAYMENT_LABELS.flatMap((label) =>
  PAYMENT_NUMBERS.flatMap((number) => splits(label, number).map((messages) => ({ label, number, messages }))),
);
const DOCUMENT_CASES = DOCUMENT_LABELS.flatMap((label) =>
  (DOCUMENT_NUMBERS[label] ?? DOCUMENT_NUMBERS.default).flatMap((number) => splits(label, number).map((messages) => ({ label, number, messages }))),
);

/** What owners and finders write to arrange a hand-over: none of it is touched. */
const ORDINARY = [
  "I'll be at the stage at 5pm",
  'call me on the number shown',
  'Call me on 0712 345 678 when you arrive',
  'My number is +254 712 345 678, or write to jane.kamau@gmail.com',
  'Nipigie kwa 0712345678 ukifika',
  'fare is 200 bob, I will come by matatu',
  'Nauli ni shilingi 200, nitakuja na mat',
  'Let us meet at Kencom at 17:30 on 12/03/2025',
  'Tukutane Archives saa kumi na moja jioni',
  'Nitakuwa stage saa 11',
  'I will pay the rest through Okota',
  'Thanks! The M-Pesa payment on Okota went through',
  'Niko na ID yangu nitakuonyesha',
  'Bring your ID so I can see the name matches',
  'Leta kitambulisho chako tafadhali',
  'The till at Naivas is where I work, meet me there at 2pm',
  'I am at the Equity bank agent near Tuskys',
  'Store ya pili, ghorofa ya 3',
  'The bag has 2 pockets and 3 keys',
  'Tuma ujumbe ukifika',
  'Send me a message when you reach',
  'Room 204, Block B, Kenyatta Avenue',
  'My flight is KQ 101 at 10:45',
  'Gari yangu ni KDA 123A, nitakuwa pale',
  'Sawa, asante sana!',
  'ok',
  'Samsung A12, black cover, 128GB',
  'Is it still working? The IMEI ends 4521',
  'I paid KSh 1,500 already',
  'Nitakupa 500 ya chai ukiniletea',
];

describe('messages: what a chat may not carry', () => {
  it(`removes ${PAYMENT_CASES.length} M-Pesa destinations split over two or three messages, in each message that holds a piece`, () => {
    expect(PAYMENT_CASES.length).toBeGreaterThanOrEqual(100);
    const passed = PAYMENT_CASES.filter(({ messages }) => {
      const { texts, removed } = checkMessageTexts(messages);
      const label = /\d{6}/.exec(messages[0])?.[0] ?? ''; // a paybill's own number goes too, with its account
      return digitsLeft(texts).replace(label, '') !== '' || !removed.some((kinds) => kinds.includes('payment'));
    });
    expect(passed.map(({ messages }) => messages)).toEqual([]);
  });

  it(`removes ${DOCUMENT_CASES.length} private document numbers split over two or three messages`, () => {
    expect(DOCUMENT_CASES.length).toBeGreaterThanOrEqual(100);
    const passed = DOCUMENT_CASES.filter(({ messages }) => {
      const { texts, removed } = checkMessageTexts(messages);
      return digitsLeft(texts) !== '' || !removed.some((kinds) => kinds.includes('document'));
    });
    expect(passed.map(({ messages }) => messages)).toEqual([]);
  });

  it('removes only the number: the label and the rest of each message stay, and a message that was only a piece is the mark alone', () => {
    const { texts, removed } = checkMessageTexts(['Please add 300 for my transport', 'lipa na mpesa till', '523', '456 then we meet']);
    expect(texts).toEqual(['Please add 300 for my transport', 'lipa na mpesa till', MESSAGE_REMOVED_MARK, `${MESSAGE_REMOVED_MARK} then we meet`]);
    expect(removed).toEqual([[], [], ['payment'], ['payment']]);
  });

  it('finds a whole destination or number in one message, and says both kinds when both are there', () => {
    expect(checkMessageTexts(['Tuma 500 kwa till 832991 na ID yangu ni 23456789'])).toEqual({
      texts: [`Tuma 500 kwa till ${MESSAGE_REMOVED_MARK} na ID yangu ni ${MESSAGE_REMOVED_MARK}`],
      removed: [['payment', 'document']],
    });
  });

  it(`leaves ${ORDINARY.length} ordinary messages, phones and e-mails included, exactly as written, alone and read together`, () => {
    for (const text of ORDINARY) expect(checkMessageTexts([text])).toEqual({ texts: [text], removed: [[]] });
    for (let i = 0; i + 3 <= ORDINARY.length; i++) {
      const window = ORDINARY.slice(i, i + 3);
      expect(checkMessageTexts(window).texts).toEqual(window);
    }
  });
});
