/**
 * The dashboard's 30-day chart: posts, claims and payments per day as three lines in plain SVG
 * (no chart library). The plot stretches to any width while lines keep their thickness; the axis
 * labels are HTML so they stay readable on a phone. The numbers are also given as text.
 */
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import type { Dashboard } from '../api/types';

const SERIES = [
  { key: 'posts', color: '#0f766e' },
  { key: 'claims', color: '#f59e0b' },
  { key: 'payments', color: '#2563eb' },
] as const;

/** A round top for the y axis: 4, then 5, 10, 20, 50, 100 … */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= value) ?? 10;
  return step * magnitude;
}

export function ActivityChart({ series }: { series: Dashboard['series'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const max = niceMax(Math.max(0, ...series.flatMap((d) => [d.posts, d.claims, d.payments])));
  const last = Math.max(1, series.length - 1);
  const x = (index: number) => (index / last) * 100;
  const y = (value: number) => 100 - (value / max) * 100;
  const sums = Object.fromEntries(SERIES.map(({ key }) => [key, series.reduce((sum, d) => sum + d[key], 0)]));
  const labelled = series.map((d, index) => ({ d, index })).filter(({ index }) => (index % 7 === 0 && last - index >= 4) || index === last);

  return (
    <figure>
      <div className="flex gap-2">
        <div className="flex h-48 flex-col justify-between text-right text-xs text-slate-500" aria-hidden="true">
          <span>{max}</span>
          <span>{max / 2}</span>
          <span>0</span>
        </div>
        <div className="relative min-w-0 flex-1">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="h-48 w-full overflow-visible"
            role="img"
            aria-label={t('dashboard.chart.summary', sums)}
          >
            {[0, 50, 100].map((level) => (
              <line key={level} x1="0" x2="100" y1={level} y2={level} stroke="#e2e8f0" vectorEffect="non-scaling-stroke" />
            ))}
            {SERIES.map(({ key, color }) => (
              <polyline
                key={key}
                fill="none"
                stroke={color}
                strokeWidth="2.5"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                points={series.map((d, index) => `${x(index).toFixed(2)},${y(d[key]).toFixed(2)}`).join(' ')}
              />
            ))}
          </svg>
          <div className="relative mt-1 h-4 text-xs text-slate-500" aria-hidden="true">
            {labelled.map(({ d, index }) => (
              <span
                key={d.date}
                className="absolute whitespace-nowrap"
                style={{ left: `${x(index)}%`, transform: `translateX(${index === 0 ? '0' : index === last ? '-100%' : '-50%'})` }}
              >
                {d.date.slice(5)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {SERIES.map(({ key, color }) => (
          <span key={key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="h-2.5 w-5 rounded-full" style={{ backgroundColor: color }} />
            {t(`dashboard.chart.${key}`)}: <strong>{sums[key]}</strong>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
