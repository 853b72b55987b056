import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { AUTH_NS } from '../i18n';

/** The auth pages' frame: the form card, with the product's promise beside it on wide screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t, tObject } = useTranslation(AUTH_NS);
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-center">
      <section className="hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 p-10 text-white lg:block" aria-hidden="true">
        <p className="text-3xl font-extrabold leading-tight">{t('welcomeTitle')}</p>
        <p className="mt-3 text-brand-50">{t('welcomeBody')}</p>
        <ul className="mt-8 space-y-4">
          {tObject<string[]>('points').map((point) => (
            <li key={point} className="flex gap-3">
              <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-slate-900">✓</span>
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </section>
      <Card className="mx-auto w-full max-w-md p-5 sm:p-7">{children}</Card>
    </main>
  );
}
