import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { MESSAGES_NS } from '../i18n';

/** Shown instead of the conversation to anyone but the two parties of a paid item. */
export default function MessagingLocked() {
  const { t } = useTranslation(MESSAGES_NS);
  return (
    <Card className="flex items-start gap-3 p-4">
      <svg
        aria-hidden
        className="mt-0.5 h-5 w-5 shrink-0 text-slate-400"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="11" width="18" height="11" rx="2" />
        <path d="M7 11V7a5 5 0 0 1 10 0v4" />
      </svg>
      <div>
        <h3 className="font-semibold text-slate-900">{t('lockedTitle')}</h3>
        <p className="mt-1 text-sm text-slate-600">{t('locked')}</p>
      </div>
    </Card>
  );
}
