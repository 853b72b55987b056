/** The terms and conditions in English. */
import type { LegalDocumentContent } from '../components/legal-document';

export const en: LegalDocumentContent = {
  title: 'Terms and Conditions',
  updated: 'Last updated June 28, 2025',
  intro: [
    'These terms are the agreement between you and Okota when you use our website and services to post found items, search for lost items, claim them and pay for them. Please read them before you post or claim anything. By creating an account or using Okota you agree to them.',
    'We have tried to write them in plain language. If anything is unclear, call or write to us before you pay.',
  ],
  sections: [
    {
      id: 'about',
      heading: 'Who we are and what we do',
      body: [
        'Okota is an online marketplace that connects people who find lost items (finders) with the people who lost them (owners, who we also call claimers). We do not collect, store or deliver items. The finder keeps the item until they hand it over to the owner.',
        'You must be at least 18 years old, or have the consent of a parent or guardian, to open an account and make payments.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      body: [
        {
          list: [
            'Give your real name, an e-mail address you use and your own Safaricom phone number. We send sign-up codes and important notices to that e-mail.',
            'Keep your password secret. You are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
            'One person, one account. The same account can post items as a finder and claim items as an owner; you switch between the two at any time.',
            'Keep your phone number up to date: it is the number your M-Pesa prompts and payouts go to.',
          ],
        },
      ],
    },
    {
      id: 'finders',
      heading: 'Posting a found item',
      body: [
        'If you post an item, you confirm that you found it, that you have it or know where it is kept, and that you will hand it over to the verified owner.',
        {
          list: [
            'Describe the item honestly and add clear photos. Do not show ID numbers, card numbers, signatures or bank details: blur or cover them.',
            'Do not put phone numbers or other contact details in the description or the nearby place. We remove them automatically so that no one can get around the process.',
            'Add security questions that only the real owner can answer, such as what is inside a bag or the wallpaper of a phone.',
            'Do not post items you know or suspect to be stolen, or items that are illegal to own. Hand those to the nearest police station.',
            'Official documents such as national ID cards and passports may also be handed in at a police station or Huduma Centre. Posting them here is allowed only so the owner can find them quickly.',
          ],
        },
      ],
    },
    {
      id: 'claims',
      heading: 'Claiming an item',
      body: [
        'To claim an item you answer the finder’s security questions and may add details or a photo that prove it is yours. The finder reviews the answers and approves or rejects the claim. Only one claim can be approved for each item.',
        {
          list: [
            'Claim only items that are truly yours. A false claim is fraud: we will suspend your account and may report it to the police.',
            'You may make up to 3 claims on the same item. After that, contact support.',
            'Answers and details that contain phone numbers, e-mail addresses or social media handles are cleaned automatically.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      body: [
        'Posting and searching are free. When a finder approves your claim, you pay one fee for that item to receive the finder’s contact details. The current fee is:',
        {
          rows: [
            ['Finder’s share (paid to the finder)', '{{finderAmount}}'],
            ['Okota platform fee', '{{platformAmount}}'],
            ['Total you pay per item claimed', '{{totalFee}}'],
          ],
        },
        'Okota may change the fee. The fee shown in the payment window at the moment you pay is the fee that applies; a change never affects a payment already made. Finders do not pay anything to post or to be paid.',
        'Do not pay the finder any other money, and never pay outside Okota. Okota cannot protect or refund a payment made outside the platform.',
      ],
    },
    {
      id: 'payments',
      heading: 'Paying by M-Pesa',
      body: [
        'Payments are made by M-Pesa. When you pay, an M-Pesa prompt appears on your phone and you enter your M-Pesa PIN on your own phone. Okota never asks for your PIN and never sees it.',
        'When Safaricom confirms the payment, the item is marked as claimed, you see the finder’s name, phone number and e-mail, and you can message the finder in Okota. If the payment fails (for example insufficient balance, a cancelled prompt or a wrong PIN) nothing is charged and you may try again.',
        'M-Pesa is a service of Safaricom PLC and its own terms apply to your M-Pesa account. We are not responsible for delays caused by M-Pesa outages, but we will not lose track of a payment that M-Pesa confirms.',
      ],
    },
    {
      id: 'handover',
      heading: 'Hand-over and the finder’s payout',
      body: [
        'Okota holds the finder’s share until the item reaches its owner. This protects owners from paying for an item they never receive.',
        {
          list: [
            'After you pay, arrange the hand-over with the finder in the Okota messages. Meet in a safe public place.',
            'When you have the item, confirm in Okota that you have received it. The finder’s share is then sent to the finder’s M-Pesa number.',
            'If you do not confirm and do not open a dispute within 72 hours of paying, we treat the item as handed over and release the finder’s share.',
            'If the payout to the finder fails, we retry it; finders can ask support about any payout.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      body: [
        'You can ask for a refund of the full fee if:',
        {
          list: [
            'the finder does not hand over the item, or stops replying;',
            'the item you are shown at the hand-over is not the item in the post, or is not yours;',
            'you were charged twice, or charged without receiving the finder’s contact details.',
          ],
        },
        'Contact support within 7 days of paying, with your M-Pesa confirmation code. If the 72-hour hand-over period has not ended, open a dispute instead (see the next section), so that the finder’s share is held. Approved refunds are processed within 7 business days and sent to the M-Pesa number that paid.',
        'We do not refund a fee after you have confirmed receipt of the item, or after the finder’s share was released because no dispute was opened within 72 hours, unless the law requires it or we find fraud.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes',
      body: [
        'If something goes wrong with a hand-over, open a dispute on the item page (or call support) within 72 hours of paying, and tell us what happened. The finder’s payout is paused while we look into it.',
        'Our team reviews the claim, the messages between you, the photos and the payment, and may ask both of you for more information. We aim to respond to payment disputes within 2 to 4 hours during support hours. We then either refund the claimer or release the payout to the finder, and tell you both why.',
        'Our decision settles the fee held by Okota. It does not take away any right you have under Kenyan law, including the Consumer Protection Act, 2012, and you may still take the matter to the relevant authority or court.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Prohibited conduct',
      body: [
        'You must not:',
        {
          list: [
            'make false claims or post items you do not have;',
            'ask for or make payments outside Okota, or demand any extra “reward” or “transport money” from the owner;',
            'share or ask for phone numbers, e-mail addresses or social media handles in posts or claims to get around the fee;',
            'ask anyone for their M-Pesa PIN, password or sign-up code;',
            'threaten, harass, insult or discriminate against other users, or hold an item back to pressure its owner;',
            'post stolen goods, weapons, drugs or anything else that is illegal in Kenya;',
            'pretend to be someone else, open accounts to get around a suspension, or use false details;',
            'copy data from Okota in bulk, send spam, or try to break, overload or get around the security of the service.',
          ],
        },
        'We may hide posts, remove items and suspend accounts that break these rules, and report crimes to the police.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety at the hand-over',
      body: [
        'Meet in a busy public place in daylight, such as a police station or a busy shopping centre. Take someone with you if you can. Check the item before you confirm receipt. Okota does not inspect items and is not present at hand-overs.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and closing accounts',
      body: [
        'We may suspend an account that breaks these terms or puts others at risk. A suspended user cannot sign in and is told the reason. If you think we made a mistake, contact support and we will review it.',
        'You may ask us to close your account at any time. Records of payments are kept as our Privacy Policy explains.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      body: [
        'Okota connects finders and owners; we do not own, hold or check items, and we cannot promise that an item will be returned or in what condition. Finders and owners are responsible for what they say and do.',
        'As far as Kenyan law allows, our total liability to you for any item is limited to the fee you paid Okota for that item. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Your personal data',
      body: [
        'We handle your personal data as our Privacy Policy describes and in line with the Data Protection Act, 2019. In short: your phone number and e-mail are never public, and a finder’s contact details are shown only to the owner whose payment for that item went through.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: [
        'We may update these terms, for example when the law or our service changes. We will show the new date at the top and tell you of important changes by e-mail or in the app before they take effect. If you keep using Okota after that, the new terms apply.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      body: [
        'These terms are governed by the laws of Kenya. We will first try to resolve any disagreement with you through our support team. If that fails, the courts of Kenya decide.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: ['Questions about these terms: e-mail {{email}} or call {{phone}}, every day from 8 AM to 8 PM East Africa Time, or use the contact form.'],
    },
  ],
};
