/** The top of every desk screen: back to my organisations, the organisation's name, status and my role. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { useTranslation } from '../../../../i18n';
import type { MyOrganisation } from '../api/types';
import { OrganisationStatusBadge } from './status-badge';
import { DESK_NS } from '../i18n';

export function DeskHeader({
  organisation,
  title,
  back,
  children,
}: {
  organisation: MyOrganisation;
  /** The screen's own title; the organisation's name when absent. */
  title?: string;
  back?: { href: string; label: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation(DESK_NS);
  const to = back ?? { href: ROUTES.organisations, label: t('back') };
  return (
    <header className="mb-5">
      <Link href={to.href} className="text-sm text-brand-800 hover:underline">
        ← {to.label}
      </Link>
      <h1 className="mt-2 break-words text-2xl font-extrabold text-slate-900">{title ?? organisation.name}</h1>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {title && <span className="font-medium text-slate-800">{organisation.name}</span>}
        <OrganisationStatusBadge status={organisation.status} />
        <span>{t('mine.yourRole', { role: t(`roles.${organisation.role}`) })}</span>
      </div>
      {organisation.status === 'pending' && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('desk.pendingNote')}</p>}
      {(organisation.status === 'suspended' || organisation.status === 'rejected') && (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">{t('desk.stoppedNote')}</p>
      )}
      {children}
    </header>
  );
}
