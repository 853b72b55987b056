/**
 * The sms feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../sms' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export { smsFeature } from './sms.feature';
export { findItemFacts } from './item-sms-facts';
export { queueSms } from './queue-sms';
export { queueSmsAlert } from './queue-sms-alert';
export { readAlertPreferences, smsSwitchedOn } from './sms-alert-preferences.repository';
export { findSmsContact, findSmsReader } from './sms-contacts.repository';
export type { SmsKind } from './sms-kinds';
export { spendCodeSms } from './sms-spend';
export { smsDailyStats } from './sms-stats.repository';
export { BILINGUAL_INVITATION, bilingualPaybillSms, renderSms, smsFirstName, smsLink } from './sms-texts';
export type { HeldFor } from './sms-texts';
export { findUssdCaller, rememberUssdLanguage } from './ussd-callers.repository';
export { sendSmsJob } from './send-sms.job';
export { smsPausedJob, type SmsPause } from './sms-paused-alert';
