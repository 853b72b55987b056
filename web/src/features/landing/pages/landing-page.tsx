/**
 * The landing page (docs/decisions/0210): a search box for owners, the newest real items, real
 * counts shown once they mean something, and no invented rate or testimonials.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useFees, usePublicStats } from '../../../lib/public-data';
import { readAccountMode, useSession } from '../../../lib/session';
import { LANDING_NS } from '../i18n';
import { HeroSearch } from '../hero-search';
import { LandingFigures } from '../landing-figures';
import { RecentItemsPlaceholder } from '../recent-items-placeholder';
import { ROUTES } from '@okota/shared/routes';

const RecentItems = lazy(() => import('../landing-catalogue').then((m) => ({ default: m.RecentItems })));
const PopularCategories = lazy(() => import('../landing-catalogue').then((m) => ({ default: m.PopularCategories })));

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
    navigate(mode === 'finder' ? ROUTES.finderDashboard : ROUTES.claimerDashboard, { replace: true });
  }, [navigate, user]);
  return <Spinner label={t('redirecting')} className="py-24" />;
}

function Landing() {
  const { t, tObject } = useTranslation(LANDING_NS);
  const fees = useFees();
  const stats = usePublicStats().data;
  const finderSteps = tObject<string[]>('how.finderSteps', { finderAmount: fees.finderAmount });
  const claimerSteps = tObject<string[]>('how.claimerSteps', { totalFee: fees.totalFee });

  return (
    <main>
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-amber-100">{t('welcome')}</p>
            <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{t('headline')}</h1>
            <p className="mt-4 max-w-2xl text-base text-brand-50 sm:text-lg">{t('subhead')}</p>
            <HeroSearch />
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Link href={ROUTES.postItem} className={buttonClass('accent', 'lg')}>
                {t('postFound')}
              </Link>
              {/* Not the outline variant: its bg-white and text-slate-900 are not overridden by extra classes. */}
              <Link
                href={ROUTES.search}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white bg-white px-6 text-base font-semibold text-brand-800 transition-colors hover:bg-brand-50"
              >
                {t('searchLost')}
              </Link>
            </div>
            <p className="mt-6 text-sm text-brand-50">{t('fee', { totalFee: fees.totalFee, finderAmount: fees.finderAmount })}</p>
            <LandingFigures stats={stats} />
          </div>
          <Suspense fallback={<RecentItemsPlaceholder />}>
            <RecentItems items={stats?.recentItems} />
          </Suspense>
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
        <h2 id="how-title" className="text-2xl font-bold">
          {t('how.title')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {[
            [t('how.finders'), finderSteps],
            [t('how.claimers'), claimerSteps],
          ].map(([title, steps]) => (
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

      <section className="mx-auto max-w-7xl px-4 py-8 pb-14" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-2xl font-bold">
          {t('categories.title')}
        </h2>
        <Suspense fallback={<div className="mt-6 h-32" />}>
          <PopularCategories categories={stats?.categories} />
        </Suspense>
      </section>

      {/* Desks find their door here (docs/decisions/0261): the page for organisations explains and offers sign-in. */}
      <section className="mx-auto max-w-7xl px-4 pb-14" aria-labelledby="desks-title">
        <Card className="flex flex-col gap-4 p-6 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h2 id="desks-title" className="text-lg font-bold text-brand-800">
              {t('desks.title')}
            </h2>
            <p className="mt-2 text-sm text-slate-600">{t('desks.body')}</p>
          </div>
          <Link href={ROUTES.organisations} className={buttonClass('outline', 'md', 'shrink-0')}>
            {t('desks.cta')}
          </Link>
        </Card>
      </section>
    </main>
  );
}
