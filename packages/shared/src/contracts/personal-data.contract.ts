/**
 * The personal-data API's contract. The download's schema lists every field it may carry: the
 * serializer drops anything else, so a token, a hash or another person's contact added to a row
 * by mistake never reaches the file.
 */
import { z } from 'zod';
import { errorWithReasonResponse } from './error.contract';

export const conflictResponse = errorWithReasonResponse.extend({
  inFlight: z.enum(['payment', 'escrow', 'payout', 'refund']).describe("The money still on its way, for the app to explain in the person's language"),
});

export const exportQuery = z.object({
  language: z.enum(['en', 'sw']).optional().describe("The language of the document's words; the account's language by default"),
  format: z.enum(['json', 'html']).default('json').describe('html: the same data as one printable page (text/html) instead of the JSON file'),
});

export const deleteAccountBody = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
});

export const deleteAccountResponse = z.object({ message: z.string() });

const when = z.string().nullable();
const coded = { status: z.string(), statusText: z.string() };

const exportedItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  location: z.string(),
  nearLocation: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  dateFound: z.string(),
  ...coded,
  securityQuestions: z.array(z.string()),
  expectedAnswers: z.array(z.string().nullable()),
  requiresProofPhoto: z.boolean(),
  photos: z.array(z.string()),
  claimsReceived: z.number(),
  removalReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: when,
});

const exportedClaim = z.object({
  id: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  answers: z.array(z.object({ question: z.string().nullable(), answer: z.string().nullable() })),
  additionalDetails: z.string(),
  description: z.string().nullable(),
  proofPhoto: z.string().nullable(),
  ...coded,
  finderNotes: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: when,
});

const exportedReport = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  description: z.string(),
  county: z.string(),
  nearLocation: z.string().nullable(),
  dateLost: z.string(),
  ...coded,
  photo: z.string().nullable(),
  alerts: z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() }),
  matches: z.number(),
  expiresAt: z.string(),
  createdAt: z.string(),
});

const exportedMessage = z.object({
  itemId: z.number(),
  itemTitle: z.string(),
  direction: z.enum(['sent', 'received']),
  directionText: z.string(),
  otherPartyFirstName: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

const exportedReview = z.object({
  itemId: z.number(),
  itemTitle: z.string(),
  rating: z.number(),
  comment: z.string(),
  otherPartyFirstName: z.string(),
  createdAt: z.string(),
});

const exportedPayment = z.object({
  id: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  role: z.enum(['claimer', 'finder']),
  roleText: z.string(),
  amount: z.number(),
  finderAmount: z.number(),
  platformAmount: z.number(),
  ...coded,
  payoutStatus: z.string(),
  payoutStatusText: z.string(),
  phoneNumber: z.string().nullable().describe('The phone you paid from; only on your own payments'),
  mpesaReceipt: z.string().nullable().describe('Your M-Pesa receipt; only on your own payments'),
  payoutReceipt: z.string().nullable().describe('The receipt of the payout to you; only as the finder'),
  refundReceipt: z.string().nullable(),
  failureReason: z.string().nullable(),
  disputeReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: when,
  paidOutAt: when,
  refundedAt: when,
});

export const exportDocument = z.object({
  format: z.literal('okota-personal-data/1'),
  exportedAt: z.string(),
  language: z.enum(['en', 'sw']),
  about: z.string(),
  account: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    role: z.string(),
    language: z.string(),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    profilePhoto: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  consents: z.object({
    note: z.string(),
    termsAccepted: z.boolean(),
    termsAcceptedAt: when,
    privacyPolicyAccepted: z.boolean(),
    privacyPolicyAcceptedAt: when,
  }),
  sessions: z.object({
    note: z.string(),
    list: z.array(z.object({ createdAt: z.string(), lastUsedOn: z.string(), expiresAt: z.string(), active: z.boolean(), thisSession: z.boolean() })),
  }),
  items: z.array(exportedItem),
  claims: z.array(exportedClaim),
  lostReports: z.array(exportedReport),
  messages: z.array(exportedMessage),
  reviews: z.object({ written: z.array(exportedReview), received: z.array(exportedReview) }),
  payments: z.array(exportedPayment),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      message: z.string(),
      itemId: z.number().nullable(),
      itemTitle: z.string().nullable(),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  pushSubscriptions: z.array(z.object({ service: z.string(), active: z.boolean(), createdAt: z.string() })),
  contactMessages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      subject: z.string(),
      category: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  reportsFiled: z.array(z.object({ targetType: z.string(), itemId: z.number().nullable(), reason: z.string(), status: z.string(), createdAt: z.string() })),
  sms: z.object({
    note: z.string(),
    alerts: z.object({ match: z.boolean(), claimApproved: z.boolean(), paymentCompleted: z.boolean(), payoutSent: z.boolean(), refundSent: z.boolean() }),
    messages: z.array(
      z.object({
        kind: z.string(),
        phone: z.string(),
        text: z.string(),
        status: z.string(),
        statusText: z.string(),
        createdAt: z.string(),
        sentAt: when,
        deliveredAt: when,
      }),
    ),
    ussdLanguage: z.string().nullable().describe('The language your number chose on the USSD menu'),
  }),
  photos: z.object({ note: z.string(), links: z.array(z.string()) }),
  retention: z.array(z.string()),
});

export type ExportDocument = z.infer<typeof exportDocument>;
