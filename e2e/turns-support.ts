/**
 * For e2e/turns-journey.test.ts (issue 25): the words each screen shows in English and Kiswahili,
 * the SMS and e-mails each turn sends (server/src/features/sms/sms-texts.ts,
 * integrations/mail/templates/turn-mails.ts and payment-receipts.ts), phone-first sign-up in the
 * browser, and the owner's tap counter.
 */
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { ADMIN, call, type Session } from './api';
import { mailsTo, waitForSmsCode } from './browser';

export type Language = 'en' | 'sw';

export const WORDS = {
  en: {
    search: 'What did you lose?',
    signUpTab: 'Sign Up',
    phone: 'Phone number',
    firstName: 'First name',
    sendCode: 'Send Code by SMS',
    code: '6-digit code',
    password: 'Choose a password',
    create: 'Create Account',
    postItem: 'Post Item',
    signInToClaim: 'Sign in to claim',
    createAccountToClaim: 'Create an account to claim',
    claimDialog: 'Verify Ownership',
    question: (q: string) => `Question 1: ${q}`,
    details: 'Ownership proof details',
    submitClaim: 'Submit Verification',
    waiting: 'Step 2: Waiting for the finder. Your answers were sent; we will tell you when the finder decides.',
    claimsTab: /Claims/,
    approve: 'Approve',
    approveDialog: 'Approve this claim?',
    payCard: /^Pay KSh [\d,]+ & Get Contact$/,
    payDialog: /^Pay KSh [\d,]+$/,
    paybill: 'Pay with M-Pesa Paybill',
    simulate: /^Simulate paying KSh/,
    call: /^Call 07\d\d \d{3} \d{3}$/,
    typeMessage: 'Type your message...',
    send: 'Send Message',
    confirm: 'Confirm I received my item',
    yes: 'Yes, I have it',
    nextStep: (owner: string) => `${owner} paid for "`,
    emailCode: 'Code from the e-mail',
    confirmEmail: 'Confirm E-mail',
    emailCodeSubject: 'Your Okota verification code is ',
  },
  sw: {
    search: 'Umepoteza nini?',
    signUpTab: 'Jisajili',
    phone: 'Nambari ya simu',
    firstName: 'Jina la kwanza',
    sendCode: 'Tuma Msimbo kwa SMS',
    code: 'Msimbo wa tarakimu 6',
    password: 'Chagua nenosiri',
    create: 'Fungua Akaunti',
    postItem: 'Weka Kitu',
    signInToClaim: 'Ingia ili kudai',
    createAccountToClaim: 'Fungua akaunti ili kudai',
    claimDialog: 'Thibitisha Umiliki',
    question: (q: string) => `Swali la 1: ${q}`,
    details: 'Maelezo ya kuthibitisha umiliki',
    submitClaim: 'Tuma Uthibitisho',
    waiting: 'Hatua ya 2: Tunamsubiri mwokotaji. Majibu yako yametumwa; tutakujulisha mwokotaji akiamua.',
    claimsTab: /Madai/,
    approve: 'Idhinisha',
    approveDialog: 'Idhinisha dai hili?',
    payCard: /^Lipa KSh [\d,]+ Upate Mawasiliano$/,
    payDialog: /^Lipa KSh [\d,]+$/,
    paybill: 'Lipa kwa Paybill ya M-Pesa',
    simulate: /^Iga kulipa KSh/,
    call: /^Piga 07\d\d \d{3} \d{3}$/,
    typeMessage: 'Andika ujumbe wako...',
    send: 'Tuma Ujumbe',
    confirm: 'Thibitisha nimepokea kitu changu',
    yes: 'Ndiyo, ninacho',
    nextStep: (owner: string) => `${owner} amelipia "`,
    emailCode: 'Msimbo kutoka kwa barua pepe',
    confirmEmail: 'Thibitisha Barua Pepe',
    emailCodeSubject: 'Msimbo wako wa uthibitisho wa Okota ni ',
  },
} as const;

/** The SMS of each turn, in the reader's language; `fee` and `finder` are the amounts in KSh. */
export const SMS = {
  en: {
    claimReceived: /^Okota: new claim on an item you found \([^)]+\)\. Review it: (\S+)$/,
    claimApproved: (fee: number) => new RegExp(`^Okota: your claim was approved \\([^)]+\\)\\. Pay the KSh ${fee} fee to get the finder's contact: (\\S+)$`),
    paymentReceived: /^Okota: payment received \([^)]+\)\. The finder's contact is on the item page: \S+$/,
    ownerPaid: (owner: string) => new RegExp(`^Okota: ${owner} paid for the item you found \\([^)]+\\)\\. Chat to arrange the hand-over: \\S+$`),
    payoutSent: (amount: number) =>
      new RegExp(`^Okota: we sent KSh ${amount} to your M-Pesa, receipt ([A-Z0-9]{10})\\. Thank you for returning the item! \\S+$`),
  },
  sw: {
    claimReceived: /^Okota: dai jipya kwa kitu ulichokipata \([^)]+\)\. Lione: (\S+)$/,
    claimApproved: (fee: number) => new RegExp(`^Okota: dai lako limekubaliwa \\([^)]+\\)\\. Lipa ada ya KSh ${fee} upate mawasiliano ya aliyekipata: (\\S+)$`),
    paymentReceived: /^Okota: malipo yamepokelewa \([^)]+\)\. Mawasiliano ya aliyekipata yako kwenye ukurasa: \S+$/,
    ownerPaid: (owner: string) => new RegExp(`^Okota: ${owner} amelipia kitu ulichokipata \\([^)]+\\)\\. Ongea naye mpange makabidhiano: \\S+$`),
    payoutSent: (amount: number) => new RegExp(`^Okota: tumetuma KSh ${amount} kwenye M-Pesa yako, risiti ([A-Z0-9]{10})\\. Asante kwa kukirudisha! \\S+$`),
  },
} as const;

/** The finder's e-mails (the finder is the one of the two who gave an address). */
export const MAIL = {
  en: {
    claimReceived: 'New claim on an item you found',
    ownerPaid: 'The owner has paid: arrange the hand-over',
    payoutSent: (amount: number) => `Your KSh ${amount} reward was sent to your M-Pesa`,
  },
  sw: {
    claimReceived: 'Dai jipya kwa kitu ulichokipata',
    ownerPaid: 'Mwenye kitu amelipa: pangeni makabidhiano',
    payoutSent: (amount: number) => `Zawadi yako ya KSh ${amount} imetumwa kwenye M-Pesa yako`,
  },
} as const;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
}

let adminToken: string | undefined;
const sameNumber = (a: string, b: string) => a.replace(/\D/g, '').slice(-9) === b.replace(/\D/g, '').slice(-9);

/**
 * Alerts written between 21:00 and 07:00 EAT wait for the morning (quiet hours, docs/decisions/0231):
 * then the SMS a person will receive is the row an admin sees as 'scheduled', not yet the outbox's.
 * So the test holds at any hour. Codes are never held.
 */
async function heldSms(): Promise<Array<{ to: string; text: string }>> {
  const hour = (new Date().getUTCHours() + 3) % 24;
  if (hour >= 7 && hour < 21) return [];
  adminToken ??= (await call<Session>('POST', '/api/auth/login', { ...ADMIN, password: process.env.REHEARSAL_ADMIN_PASSWORD ?? ADMIN.password })).token;
  const { messages } = await call<{ messages: Array<{ phone: string; text: string }> }>('GET', '/api/admin/sms?status=scheduled', undefined, adminToken);
  return messages.map((message) => ({ to: message.phone, text: message.text }));
}

/** Every SMS of the run: what the simulator received, and what quiet hours hold for the morning. */
export async function everySms(): Promise<Array<{ to: string; text: string }>> {
  const { messages } = (await (await fetch(inject('smsApi'))).json()) as { messages: Array<{ to: string; text: string }> };
  return [...messages, ...(await heldSms())];
}

/** Every SMS to a number (newest received first, then any held for the morning). */
export const smsFor = async (phone: string) => (await everySms()).filter((sms) => sameNumber(sms.to, phone));

/** The newest SMS to a number matching `pattern`, once it has arrived; its match. */
export const waitForSms = (phone: string, pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray> =>
  until(
    `an SMS to ${phone} matching ${pattern}`,
    async () => {
      for (const sms of await smsFor(phone)) {
        const match = pattern.exec(sms.text);
        if (match) return match;
      }
      return undefined;
    },
    timeoutMs,
  );

/** The newest e-mail to an address with this exact subject, once it has arrived. */
/** The 6-digit code of the newest code e-mail to `address` whose subject starts with `prefix`. */
export const waitForMailCode = async (address: string, prefix: string): Promise<string> =>
  until(`a code e-mail to ${address}`, async () => {
    const mail = (await mailsTo(address)).find((message) => message.subject.startsWith(prefix));
    return mail && /\d{6}/.exec(mail.subject)?.[0];
  });

export const waitForMail = (address: string, subject: string): Promise<{ subject: string; text: string }> =>
  until(`an e-mail to ${address}: "${subject}"`, async () => (await mailsTo(address)).find((mail) => mail.subject === subject));

let numberCounter = Math.floor(Math.random() * 900_000);
/**
 * A fresh Safaricom number; 0712… never meets one of the simulator's outcome numbers (07000…, 07003…).
 * Each in another block of 10,000 numbers (the server limits codes per block: features/sms/sms-spend.ts).
 */
export const newPhone = () => `0712${String(100_000 + ((numberCounter += 10_007) % 900_000)).padStart(6, '0')}`;

/**
 * The owner's taps from the landing page to the finder's contact. A tap is a click on a control
 * (link, button, tab, checkbox) or a key-press that submits (Enter in the search box), and the tap
 * on the link in an SMS. Typing into a field is not a tap: neither the characters nor the touch
 * that puts the cursor there (a phone's keyboard opens on the field the finger is already on).
 */
export class TapCounter {
  readonly steps: string[] = [];
  async tap(target: Locator, what: string): Promise<void> {
    await target.click();
    this.steps.push(what);
  }
  async enter(target: Locator, what: string): Promise<void> {
    await target.press('Enter');
    this.steps.push(what);
  }
  async openSmsLink(page: Page, link: string, what: string): Promise<void> {
    await page.goto(link);
    this.steps.push(what);
  }
  get count(): number {
    return this.steps.length;
  }
}

/**
 * Phone-first sign-up in the browser (docs/decisions/0230), from the phone-and-name step: the code
 * is read from the SMS the simulator received. `taps` counts the owner's.
 */
export async function signUpByPhone(
  page: Page,
  language: Language,
  person: { phone: string; firstName: string; password: string },
  taps?: TapCounter,
): Promise<void> {
  const words = WORDS[language];
  const tap = (target: Locator, what: string) => (taps ? taps.tap(target, what) : target.click());
  await page.getByLabel(words.phone, { exact: true }).fill(person.phone);
  await page.getByLabel(words.firstName, { exact: true }).fill(person.firstName);
  await tap(page.getByRole('button', { name: words.sendCode }), 'Send Code by SMS');
  await page.getByLabel(words.code).fill(await waitForSmsCode(person.phone));
  await page.getByLabel(words.password).fill(person.password);
  await tap(page.getByRole('checkbox'), 'accept the terms');
  await tap(page.getByRole('button', { name: words.create }), 'Create Account');
}

/** A phone-first account made through the API (send-otp, the SMS code, verify-otp): its number is verified. */
export async function phoneAccount(firstName: string, language: Language): Promise<Session & { phone: string }> {
  const phone = newPhone();
  await call('POST', '/api/auth/send-otp', { phone, firstName, language });
  const otp = await waitForSmsCode(phone);
  const session = await call<Session>('POST', '/api/auth/verify-otp', {
    phone,
    otp,
    language,
    registrationData: { password: 'Passw0rd!x', acceptTerms: true },
  });
  return { ...session, phone };
}
