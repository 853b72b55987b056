/**
 * The owner's path as five steps, Claim → Approved → Pay → Meet → Done, with the current one
 * marked. Shared UI so that both the claims feature (before payment) and the payments feature
 * (after it) draw the same indicator (decision 0214).
 */
import { registerTranslations, useTranslation } from '../i18n';

export const CLAIM_STEPS = ['claim', 'approved', 'pay', 'meet', 'done'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

const NS = 'claimSteps';
const en = {
  label: 'Your steps to get your item back',
  steps: { claim: 'Claim', approved: 'Approved', pay: 'Pay', meet: 'Meet', done: 'Done' },
  /** The second step while it is the current one: nobody is approved yet, the finder decides. */
  waiting: 'Waiting for the finder',
  done: '(done)',
  current: '(current step)',
};
const sw: typeof en = {
  label: 'Hatua zako za kurudishiwa kitu chako',
  steps: { claim: 'Dai', approved: 'Idhini', pay: 'Lipa', meet: 'Kutana', done: 'Tayari' },
  waiting: 'Tunamsubiri mwokotaji',
  done: '(imekamilika)',
  current: '(hatua ya sasa)',
};
registerTranslations(NS, { en, sw });

declare module '../i18n' {
  interface TranslationNamespaces {
    claimSteps: typeof en;
  }
}

/**
 * A step's name as it stands: the second step is "Approved" once reached, and "Waiting for the
 * finder" while it is the current one (issue 25: a waiting owner was shown "Approved").
 */
export function stepLabelKey(step: ClaimStep, isCurrent: boolean): 'waiting' | `steps.${ClaimStep}` {
  return step === 'approved' && isCurrent ? 'waiting' : `steps.${step}`;
}

export function ClaimSteps({ current, className = '' }: { current: ClaimStep; className?: string }) {
  const { t } = useTranslation(NS);
  const currentIndex = CLAIM_STEPS.indexOf(current);
  return (
    <ol aria-label={t('label')} data-testid="claim-steps" data-current={current} className={`flex items-start ${className}`}>
      {CLAIM_STEPS.map((step, index) => {
        const isDone = index < currentIndex || current === 'done';
        const isCurrent = index === currentIndex && current !== 'done';
        return (
          <li key={step} aria-current={isCurrent ? 'step' : undefined} className="relative flex min-w-0 flex-1 flex-col items-center text-center">
            {index > 0 && <span aria-hidden className={`absolute right-1/2 top-3.5 h-0.5 w-full ${index <= currentIndex ? 'bg-green-700' : 'bg-slate-300'}`} />}
            <span
              aria-hidden
              className={`relative z-10 flex size-7 items-center justify-center rounded-full text-xs font-bold ${
                isDone
                  ? 'bg-green-700 text-white'
                  : isCurrent
                    ? 'bg-brand-700 text-white ring-4 ring-brand-100'
                    : 'border-2 border-slate-300 bg-white text-slate-600'
              }`}
            >
              {isDone ? '✓' : index + 1}
            </span>
            <span className={`mt-1 text-xs leading-tight ${isCurrent ? 'font-bold text-brand-800' : isDone ? 'font-medium text-green-800' : 'text-slate-600'}`}>
              {t(stepLabelKey(step, isCurrent))}
              <span className="sr-only"> {isDone ? t('done') : isCurrent ? t('current') : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
