/** The privacy policy in English. */
import type { LegalDocumentContent } from '../components/legal-document';

export const en: LegalDocumentContent = {
  title: 'Privacy Policy',
  updated: 'Last updated June 28, 2025',
  intro: [
    'This policy explains what personal data Okota collects, why, who can see it and for how long we keep it. It also explains your rights under the Kenya Data Protection Act, 2019 and how to use them.',
    'The short version: we collect only what we need to return lost items; your phone number and e-mail are never public; a finder’s contact details are shown only to the owner who has paid for that item; and we never sell your data.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      body: [
        'Okota is the data controller for the personal data described here. We process it in line with the Data Protection Act, 2019 and the regulations made under it. You can reach us about privacy at {{email}}.',
      ],
    },
    {
      id: 'collect',
      heading: 'What we collect',
      body: [
        {
          list: [
            'Account details: your first and last name, e-mail address, Safaricom phone number, profile photo if you add one, and your password, which we store only in a scrambled (hashed) form that no one at Okota can read.',
            'Items you post: title, description, category, photos, county, nearby place, the date found, your security questions and, if you choose to record them, the answers you expect.',
            'Claims: your answers to security questions, the details you write and any proof photo you upload.',
            'Payments: the M-Pesa phone number used, the amounts, and the M-Pesa transaction codes. We never see or store your M-Pesa PIN.',
            'Messages between a finder and an owner, reviews you write, reports you file, and messages you send to our support team.',
            'Technical data: your IP address, browser and device type, pages you open and searches you make, kept in our server logs. To count daily visitors we store a scrambled (salted hash) version of the IP address, not the address itself.',
            'If you turn on notifications, the push subscription your browser gives us.',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      body: [
        {
          list: [
            'To run the service you asked for: your account, posting and claiming items, payments, payouts to finders, messages and notifications (performance of our contract with you).',
            'To keep payment and tax records that Kenyan law requires (legal obligation).',
            'To prevent fraud, false claims and abuse, and to resolve disputes (our legitimate interest in a safe marketplace).',
            'To answer you when you contact support (legitimate interest, or our contract with you).',
            'To understand how the service is used, from counts and totals, so that we can improve it (legitimate interest).',
          ],
        },
      ],
    },
    {
      id: 'phone-numbers',
      heading: 'Who sees your phone number and when',
      body: [
        {
          list: [
            'Everyone, including visitors who are not signed in, can see an item’s title, description, photos, county, nearby place and the finder’s first name.',
            'A finder’s phone number, e-mail address and last name are hidden from everyone. They are shown only to the owner whose M-Pesa payment for that item has gone through, so that the two can arrange the hand-over.',
            'A claimer’s answers are seen only by the finder of that item and by Okota staff who handle disputes. The answers a finder records are never shown to claimers.',
            'Phone numbers and e-mail addresses typed into item descriptions, places or claims are removed automatically before anyone else sees them.',
            'Okota administrators can see account details when they need to, to verify accounts, resolve disputes or investigate abuse. Their actions are recorded.',
          ],
        },
      ],
    },
    {
      id: 'photos',
      heading: 'Photos',
      body: [
        'Photos taken on a phone often carry hidden information (metadata), including the GPS location where the picture was taken, which could show where you live or work. We re-encode every photo you upload and strip all of this metadata before storing or showing it.',
        'Proof photos sent with a claim are kept private: only the finder of that item and Okota administrators can see them. When you post documents such as ID cards, cover or blur the numbers before uploading.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      body: [
        'We do not sell your personal data and we do not share it for advertising. We share only what is needed with:',
        {
          list: [
            'Safaricom PLC, to process M-Pesa payments and payouts (your phone number and the amount);',
            'the companies that host our servers, store our files and deliver our e-mails, under contracts that oblige them to protect your data and use it only on our instructions;',
            'the police, courts or other authorities when the law requires it, or when it is needed to protect someone’s safety or to investigate fraud.',
          ],
        },
        'If any of these providers keeps data outside Kenya, we transfer it only with the safeguards the Data Protection Act, 2019 requires.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      body: [
        'We keep personal data only as long as we need it. A job runs every day and deletes what has passed its period:',
        {
          rows: [
            ['Proof photos sent with a claim', '{{proofDays}} days after the finder accepts or rejects the claim'],
            ['Lost reports', '{{reportDays}} days after you close them or they expire'],
            ['Sign-ups never finished (the e-mailed code and the address it went to)', '{{signUpDays}} days'],
            ['Messages between a finder and an owner', '{{messageMonths}} months after the hand-over'],
            [
              'The words of the SMS we send you, and your number beside them',
              '{{smsDays}} days after sending (that an SMS was sent, and its cost, stay for the accounts)',
            ],
            ['Phone verification codes', 'as soon as they are used or expire'],
            ['The language your number chose on our USSD menu', '{{ussdMonths}} months after you last used the menu'],
            ['The number a Paybill payment came from, when we must send the money back', 'until M-Pesa confirms the money is back on that number'],
            ['Account data', 'until you delete your account'],
            ['Transactions (payments, payouts, refunds)', '7 years'],
            ['Support conversations', '1 year'],
            ['Technical logs', '90 days'],
          ],
        },
        'Transaction records are kept for 7 years because Kenyan tax and financial record-keeping laws require it; if you delete your account they stay, without your name or contacts. After these periods the data is deleted or made anonymous so that it no longer identifies you.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      body: [
        'Connections to Okota are encrypted (HTTPS). Passwords are stored hashed, sign-in sessions expire and can be ended by signing out, and only staff who need personal data to do their work can see it. No system is perfectly secure; if a breach puts your data at risk, we will notify the Data Commissioner within 72 hours and tell you without delay, as the law requires.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      body: [
        'Under the Data Protection Act, 2019 you have the right to:',
        {
          list: [
            'be told how your personal data is used (this policy);',
            'get a copy of the personal data we hold about you;',
            'have wrong or misleading data corrected;',
            'have data deleted that is false, misleading or no longer needed, unless the law requires us to keep it (for example payment records);',
            'object to processing, or ask us to restrict it;',
            'receive your data in a common, machine-readable format and move it to another service;',
            'not be subject to a decision based only on automated processing that significantly affects you;',
            'withdraw consent you have given, at any time.',
          ],
        },
        'You can use two of these rights yourself, on your profile page. “Download my data” gives you one file (JSON, which any computer can read) with everything we hold about you: your account, items, claims, lost reports, messages, reviews, payments with their receipts, notifications, signed-in devices and links to your photos. You can download it 3 times a day. “Delete my account” closes your account at once: every device is signed out; your name, e-mail, phone number, profile photo and everything you wrote are erased, and other people see “Deleted user” where your name was; your open claims are withdrawn and the items still on offer are removed. Payment records stay for the books, without your name or contacts. While money is on its way (a payment held until the hand-over, a payout or a refund), we ask you to wait until it arrives. You can sign up again later with the same e-mail address.',
        'To use any of these rights, write to {{email}} from the e-mail address of your account or use the contact form with the category “Legal and privacy”. We may ask you to confirm who you are, and we will reply within 7 days. You can change your phone number and profile photo yourself on your profile page.',
        'If you are not satisfied with our answer, you can complain to the Office of the Data Protection Commissioner (ODPC), www.odpc.go.ke.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      body: [
        'Okota is not meant for children under 18. We do not knowingly collect data from children without a parent’s or guardian’s consent. If you believe a child has given us data, contact us and we will delete it.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and storage on your device',
      body: [
        'We do not use advertising or tracking cookies. Your browser keeps a few things for Okota in its local storage: your sign-in token, your chosen language, your account mode and unfinished drafts of posts or claims (drafts expire after 2 hours). Signing out clears your sign-in details.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        'We will update this policy when our service or the law changes, show the new date at the top, and tell you of important changes by e-mail or in the app.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: ['Questions or requests about your data: e-mail {{email}} or call {{phone}}, every day from 8 AM to 8 PM East Africa Time.'],
    },
  ],
};
