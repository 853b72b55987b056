/**
 * "Next step" at the top of Things I found, for each item an owner paid for: meet Kamau and hand it
 * over (with the chat one tap away), or verify the phone so the payout can go, or wait while M-Pesa
 * sends it. Nothing when nothing is left to do.
 */
import { Link } from 'wouter';
import { formatKsh } from '@okota/shared';
import { ROUTES } from '@okota/shared/routes';
import { buttonClass } from '../../../components/ui/button';
import { VerifyPhoneButton } from '../../../features/payments';
import { useTranslation } from '../../../i18n';
import { shownName } from '../../../lib/person-name';
import { FINDER_NS } from './i18n';
import type { NextStep } from './next-steps';

export function NextStepsCard({ steps }: { steps: NextStep[] }) {
  const { t } = useTranslation(FINDER_NS);
  if (!steps.length) return null;
  return (
    <section aria-labelledby="next-steps-title" className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5" data-testid="finder-next-steps">
      <h2 id="next-steps-title" className="text-lg font-bold text-brand-800">
        {t('next.title')}
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {steps.map((step) => (
          <NextStepRow key={step.itemId} step={step} />
        ))}
      </ul>
    </section>
  );
}

function NextStepRow({ step }: { step: NextStep }) {
  const { t } = useTranslation(FINDER_NS);
  const owner = step.ownerFirstName ? shownName(step.ownerFirstName) : t('next.theOwner');
  const amount = formatKsh(step.amount);
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-semibold text-slate-900">{t(`next.${step.kind}.title`, { owner, title: step.itemTitle, amount })}</p>
        <p className="mt-0.5 text-sm text-slate-700">{t(`next.${step.kind}.body`, { owner, title: step.itemTitle, amount })}</p>
      </div>
      {step.kind === 'meet' && (
        <Link href={`${ROUTES.item(step.itemId)}?expand=messages`} className={buttonClass('primary', 'md', 'shrink-0')}>
          {t('next.openChat', { owner })}
        </Link>
      )}
      {step.kind === 'verify-phone' && <VerifyPhoneButton className="shrink-0" />}
    </li>
  );
}
