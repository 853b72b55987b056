import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../i18n';
import { LANDING_CATEGORY_LIMIT, SUCCESS_RATE_DISPLAY, formatCategoryCount, formatLandingCount } from '@okota/shared';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { CategoryIcon } from '../../components/category-icon';
import { useFees, usePublicStats } from '../../lib/public-data';
import { readAccountMode, useSession } from '../../lib/session';
import { LANDING_NS } from './i18n';

export function LandingPage() {
  const { user } = useSession();
  return user ? <RedirectToDashboard /> : <Landing />;
}

function RedirectToDashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    const mode = readAccountMode(user);
    navigate(mode === 'finder' ? '/finder-dashboard' : '/claimer-dashboard', { replace: true });
  }, [navigate, user]);
  return <Spinner label={t('redirecting')} className="py-24" />;
}

function Landing() {
  const { t, tObject } = useTranslation(LANDING_NS);
  const fees = useFees();
  const stats = usePublicStats().data;
  const show = (count: number | undefined) => (count === undefined ? '…' : (formatLandingCount(count) ?? t('stats.comingSoon')));
  const finderSteps = tObject<string[]>('how.finderSteps', { finderAmount: fees.finderAmount });
  const claimerSteps = tObject<string[]>('how.claimerSteps', { totalFee: fees.totalFee });
  const stories = tObject<Array<{ quote: string; name: string; place: string }>>('stories.list');

  return (
    <main>
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{t('welcome')}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{t('headline')}</h1>
          <p className="mt-4 max-w-2xl text-base text-brand-50 sm:text-lg">{t('subhead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/post-item" className={buttonClass('accent', 'lg')}>{t('postFound')}</Link>
            <Link href="/search" className={buttonClass('outline', 'lg', 'border-white/70 bg-transparent text-white hover:bg-white/10')}>{t('searchLost')}</Link>
          </div>
          <p className="mt-6 text-sm text-brand-50">{t('fee', { totalFee: fees.totalFee, finderAmount: fees.finderAmount })}</p>
          <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-4 text-center">
            {[
              [t('stats.itemsFound'), show(stats?.totalItems)],
              [t('stats.reunions'), show(stats?.claimedItems)],
              [t('stats.successRate'), `${SUCCESS_RATE_DISPLAY}%`],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white/10 p-3">
                <dd className="text-xl font-extrabold sm:text-3xl">{value}</dd>
                <dt className="mt-1 text-xs text-brand-50 sm:text-sm">{label}</dt>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:grid-cols-3">
        {(['verified', 'secure', 'instant'] as const).map((key) => (
          <Card key={key} className="p-5">
            <h2 className="font-bold text-brand-800">{t(`trust.${key}`)}</h2>
            <p className="mt-2 text-sm text-slate-600">{t(`trust.${key}Body`)}</p>
          </Card>
        ))}
      </section>

      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-bold">{t('how.title')}</h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {[[t('how.finders'), finderSteps], [t('how.claimers'), claimerSteps]].map(([title, steps]) => (
            <Card key={title as string} className="p-6">
              <h3 className="text-lg font-semibold">{title as string}</h3>
              <ol className="mt-4 space-y-3">
                {(steps as string[]).map((step, index) => (
                  <li key={step} className="flex gap-3 text-sm text-slate-700">
                    <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">{index + 1}</span>
                    <span className="pt-1">{step}</span>
                  </li>
                ))}
              </ol>
            </Card>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-2xl font-bold">{t('categories.title')}</h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {(stats?.categories ?? []).slice(0, LANDING_CATEGORY_LIMIT).map((category) => {
            const count = formatCategoryCount(category.count);
            return (
              <li key={category.id}>
                <Link href={`/search?category=${encodeURIComponent(category.name.toLowerCase())}`} className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center hover:border-brand-600">
                  <span className="rounded-full bg-brand-50 p-3 text-brand-700"><CategoryIcon name={category.icon} /></span>
                  <span className="font-semibold">{category.name}</span>
                  <span className="text-xs text-slate-500">
                    {count ? t(count.plus ? 'categories.itemsPlus' : 'categories.items', { count: count.count }) : t('categories.newCategory')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="stories-title">
        <h2 id="stories-title" className="text-2xl font-bold">{t('stories.title')}</h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {stories.map((story) => (
            <Card key={story.name} className="p-5">
              <blockquote className="text-sm text-slate-700">“{story.quote}”</blockquote>
              <p className="mt-3 text-sm font-semibold">{story.name} <span className="font-normal text-slate-500">· {story.place}</span></p>
            </Card>
          ))}
        </div>
      </section>
    </main>
  );
}
