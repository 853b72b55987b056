/**
 * The owner's steps, Claim → Approved → Pay → Meet → Done, as the paid screens show them. Driven
 * by one prop so the claim card's own steps (claims feature) and these can become one component.
 */
import { useTranslation } from '../../../i18n';
import { PAID_PATH_NS } from '../paid-path-i18n';

export const JOURNEY_STEPS = ['claim', 'approved', 'pay', 'meet', 'done'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export function JourneySteps({ current }: { current: JourneyStep }) {
  const { t } = useTranslation(PAID_PATH_NS);
  const currentIndex = JOURNEY_STEPS.indexOf(current);
  return (
    <ol aria-label={t('steps.label')} className="grid grid-cols-5 gap-1" data-testid="journey-steps">
      {JOURNEY_STEPS.map((step, index) => {
        // The last step is reached, not worked on: 'Done' shows as done, not as 'now'.
        const isDone = index < currentIndex || (step === 'done' && current === 'done');
        const isCurrent = index === currentIndex && !isDone;
        const label = t(`steps.${step}`);
        return (
          <li key={step} aria-current={isCurrent ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1 text-center">
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
                isDone ? 'bg-green-700 text-white' : isCurrent ? 'bg-brand-700 text-white ring-4 ring-brand-100' : 'bg-slate-200 text-slate-700'
              }`}
            >
              {isDone ? '✓' : index + 1}
            </span>
            <span className={`text-xs leading-tight ${isCurrent || isDone ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              <span className="sr-only">{isDone ? t('steps.stepDone', { step: label }) : isCurrent ? t('steps.stepCurrent', { step: label }) : ''}</span>
              <span aria-hidden={isDone || isCurrent ? 'true' : undefined}>{label}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
