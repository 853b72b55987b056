import { registerTranslations } from '../../i18n';

export const MESSAGES_NS = 'messages';

const en = {
  title: 'Messages',
  withParty: 'Chat with {{name}}',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  placeholder: 'Type your message...',
  label: 'Your message',
  send: 'Send Message',
  sending: 'Sending...',
  empty: 'No messages yet. Start the conversation!',
  locked: 'Messaging is only available after payment completion.',
  lockedTitle: 'Messages',
  you: 'You',
  them: 'Them',
  failed: 'Message not sent',
  /** Every try of a send failed for the connection or the server (api/send-retry.ts); the text is still in the box. */
  notSent: 'Not sent: the connection failed. Your message is kept.',
  tryAgain: 'Tap to try again',
  loadFailed: 'Could not load messages.',
  counter: '{{count}} / {{max}}',
  hint: 'Press Ctrl+Enter to send',
  /** A message whose sender closed their account (its text was erased). */
  erased: 'Message deleted: the sender closed their account',
  /** Under a message our check took an M-Pesa destination or a document number out of (docs/decisions/0282). */
  removedPayment: 'Payments go only through Okota: a payment request (till, paybill or M-Pesa number) was removed.',
  removedDocument: 'A document number (ID, passport, KRA PIN …) was removed: show documents in person at the hand-over.',
  /** The same, in the composer before sending. */
  willRemovePayment: 'A payment request (till, paybill or M-Pesa number) will be removed: payments go only through Okota.',
  willRemoveDocument: 'A document number (ID, passport, KRA PIN …) will be removed: show documents in person at the hand-over.',
};

const sw: typeof en = {
  title: 'Ujumbe',
  withParty: 'Ongea na {{name}}',
  unread_one: 'Ujumbe {{count}} haujasomwa',
  unread_other: 'Jumbe {{count}} hazijasomwa',
  placeholder: 'Andika ujumbe wako...',
  label: 'Ujumbe wako',
  send: 'Tuma Ujumbe',
  sending: 'Inatuma...',
  empty: 'Bado hakuna ujumbe. Anzisha mazungumzo!',
  locked: 'Ujumbe unapatikana tu baada ya malipo kukamilika.',
  lockedTitle: 'Ujumbe',
  you: 'Wewe',
  them: 'Mwenzako',
  failed: 'Ujumbe haujatumwa',
  notSent: 'Haujatumwa: mtandao umeshindwa. Ujumbe wako umehifadhiwa.',
  tryAgain: 'Gusa kujaribu tena',
  loadFailed: 'Imeshindikana kupakia ujumbe.',
  counter: '{{count}} / {{max}}',
  hint: 'Bonyeza Ctrl+Enter kutuma',
  erased: 'Ujumbe umefutwa: mtumaji alifunga akaunti yake',
  removedPayment: 'Malipo hupitia Okota pekee: ombi la malipo (till, paybill au namba ya M-Pesa) limeondolewa.',
  removedDocument: 'Namba ya hati (kitambulisho, pasipoti, KRA PIN …) imeondolewa: onyesha hati ana kwa ana wakati wa kukabidhi.',
  willRemovePayment: 'Ombi la malipo (till, paybill au namba ya M-Pesa) litaondolewa: malipo hupitia Okota pekee.',
  willRemoveDocument: 'Namba ya hati (kitambulisho, pasipoti, KRA PIN …) itaondolewa: onyesha hati ana kwa ana wakati wa kukabidhi.',
};

registerTranslations(MESSAGES_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    messages: typeof en;
  }
}
