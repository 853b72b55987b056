/** The admin dashboard's SMS card: cost, delivery rate, failures (English and Kiswahili, key for key). */
import { registerTranslations } from '../../../i18n';

export const ADMIN_SMS_NS = 'adminSms';

const en = {
  title: 'SMS, last 7 days',
  cost: 'Cost',
  costSub: "KSh, as Africa's Talking bills it",
  deliveryRate: 'Delivered',
  deliverySub: 'of the SMS whose fate is known',
  failed: 'Failed',
  noData: 'No delivery reports yet',
  table: { date: 'Day (EAT)', accepted: 'Sent', delivered: 'Delivered', failed: 'Failed', skipped: 'Over the daily cap', cost: 'Cost' },
  recentFailed: 'Latest failed SMS',
  noneFailed: 'No SMS failed.',
  kinds: {
    code: 'Code',
    ussd_link: 'USSD link',
    match: 'Match alert',
    claim_approved: 'Claim approved',
    payment_completed: 'Payment completed',
    payout_sent: 'Payout sent',
    refund_sent: 'Refund sent',
  },
  attempts: '{{count}} tries',
  attempts_one: '1 try',
  phoneVerified: 'Phone verified',
  phoneUnverified: 'Phone not verified',
};

const sw: typeof en = {
  title: 'SMS, siku 7 zilizopita',
  cost: 'Gharama',
  costSub: "KSh, kama Africa's Talking inavyotoza",
  deliveryRate: 'Zilizofika',
  deliverySub: 'kati ya SMS ambazo hatima yake inajulikana',
  failed: 'Zilizoshindikana',
  noData: 'Bado hakuna ripoti za kufika',
  table: {
    date: 'Siku (EAT)',
    accepted: 'Zilizotumwa',
    delivered: 'Zilizofika',
    failed: 'Zilizoshindikana',
    skipped: 'Zaidi ya kikomo cha siku',
    cost: 'Gharama',
  },
  recentFailed: 'SMS za hivi karibuni zilizoshindikana',
  noneFailed: 'Hakuna SMS iliyoshindikana.',
  kinds: {
    code: 'Msimbo',
    ussd_link: 'Kiungo cha USSD',
    match: 'Arifa ya kufanana',
    claim_approved: 'Dai limekubaliwa',
    payment_completed: 'Malipo yamekamilika',
    payout_sent: 'Zawadi imetumwa',
    refund_sent: 'Pesa zimerudishwa',
  },
  attempts: 'majaribio {{count}}',
  attempts_one: 'jaribio 1',
  phoneVerified: 'Simu imethibitishwa',
  phoneUnverified: 'Simu haijathibitishwa',
};

registerTranslations(ADMIN_SMS_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    adminSms: typeof en;
  }
}
