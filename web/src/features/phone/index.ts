/** A verified phone and SMS alerts: the profile page's two cards (issue 16). */
import './i18n';

export { default as VerifyPhoneCard } from './components/verify-phone-card';
export { default as SmsAlertsCard } from './components/sms-alerts-card';
