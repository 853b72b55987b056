/**
 * Real counts from the server, each shown only once it means something (LANDING_FIGURE_MINIMUM,
 * docs/decisions/0210). A new site shows none rather than "Coming Soon" or an invented rate.
 */
import { LANDING_FIGURE_MINIMUM } from '@okota/shared';
import { useTranslation } from '../../i18n';
import type { PublicStats } from '../../lib/public-data';
import { LANDING_NS } from './i18n';

const FIGURES = [
  ['availableItems', 'figures.available'],
  ['reunitedItems', 'figures.reunited'],
  ['countiesCovered', 'figures.counties'],
] as const;

export function LandingFigures({ stats }: { stats: PublicStats | undefined }) {
  const { t, i18n } = useTranslation(LANDING_NS);
  if (!stats) return null;
  const shown = FIGURES.filter(([key]) => stats[key] >= LANDING_FIGURE_MINIMUM[key]);
  if (shown.length === 0) return null;
  const locale = i18n.language === 'sw' ? 'sw-KE' : 'en-KE';
  return (
    <dl className="mt-8 grid max-w-2xl grid-cols-3 gap-3" data-testid="landing-figures">
      {shown.map(([key, label]) => (
        <div key={key} className="flex flex-col-reverse justify-end rounded-xl bg-brand-800 p-3 text-center">
          <dt className="mt-1 text-xs text-white sm:text-sm">{t(label)}</dt>
          <dd className="text-xl font-extrabold text-white sm:text-3xl">{stats[key].toLocaleString(locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
