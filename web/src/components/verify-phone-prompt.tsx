/**
 * "Verify your phone" after posting or claiming (issue 25): one line and a button to the profile's
 * verification card, for a signed-in account without a verified number. A prompt, never a block.
 */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { registerTranslations, useTranslation } from '../i18n';
import { shouldPromptPhoneVerify } from '../lib/phone-prompt';
import { useSession } from '../lib/session';
import { buttonClass } from './ui/button';

const NS = 'verifyPhonePrompt';

const en = {
  posted: 'Verify your phone so SMS alerts and your M-Pesa reward reach you when the owner claims it.',
  claimed: 'Verify your phone so you get an SMS the moment the finder answers your claim.',
  button: 'Verify your phone',
};
const sw: typeof en = {
  posted: 'Thibitisha simu yako ili arifa za SMS na zawadi yako ya M-Pesa zikufikie mwenyewe akidai kitu.',
  claimed: 'Thibitisha simu yako ili upate SMS mara tu aliyekipata atakapojibu dai lako.',
  button: 'Thibitisha simu yako',
};

registerTranslations(NS, { en, sw });

declare module '../i18n' {
  interface TranslationNamespaces {
    verifyPhonePrompt: typeof en;
  }
}

export function VerifyPhonePrompt({ after, className = '' }: { after: 'posted' | 'claimed'; className?: string }) {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  if (!shouldPromptPhoneVerify(user)) return null;
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 ${className}`}
      data-testid="verify-phone-prompt"
    >
      <p className="min-w-0 flex-1 text-sm text-amber-900">{t(after)}</p>
      <Link href={ROUTES.verifyPhone} className={buttonClass('primary', 'md')}>
        {t('button')}
      </Link>
    </div>
  );
}
