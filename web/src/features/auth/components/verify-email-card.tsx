/** The profile's prompt while the account's e-mail address is unverified (docs/decisions/0230). */
import type { SessionUser } from '../../../lib/session';
import { useTranslation } from '../../../i18n';
import { AUTH_EMAIL_NS } from '../i18n-email';
import { EmailPrompt } from './email-prompt';

export function VerifyEmailCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(AUTH_EMAIL_NS);
  if (!user.email || user.emailVerified) return null;
  return (
    <section aria-labelledby="verify-email-title" className="min-w-0 rounded-xl border border-amber-200 bg-amber-50 p-4 shadow-sm sm:p-5">
      <h2 id="verify-email-title" className="mb-2 text-lg font-bold text-slate-900">{t('title')}</h2>
      <EmailPrompt email={user.email} sendFirst />
    </section>
  );
}
