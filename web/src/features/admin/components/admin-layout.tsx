/**
 * The frame of every admin page: the section links and the page heading. Pages put their content
 * (and its queries) inside <AdminGuard>, so nothing is fetched for someone who is not an admin.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';

const SECTIONS = [
  ['dashboard', ROUTES.adminDashboard],
  ['overview', ROUTES.admin],
  ['users', ROUTES.adminUsers],
  ['items', ROUTES.adminItems],
  ['categories', ROUTES.adminCategories],
  ['settings', ROUTES.adminSettings],
  ['verifications', ROUTES.adminVerifications],
  ['reports', ROUTES.adminReports],
  ['payouts', ROUTES.adminPayouts],
  ['ledger', ROUTES.adminLedger],
  ['audit', ROUTES.adminAudit],
  ['messages', ROUTES.adminMessages],
  ['organisations', ROUTES.adminOrganisations],
] as const;

export interface AdminLayoutProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminLayout({ title, subtitle, actions, children }: AdminLayoutProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [location] = useLocation();
  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-4">
      <nav aria-label={t('nav.title')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex w-max gap-1 border-b border-slate-200 pb-2">
          {SECTIONS.map(([key, href]) => {
            const active = location === href;
            return (
              <li key={key}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {t(`nav.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <header className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      <div className="mt-6">{children}</div>
    </main>
  );
}
