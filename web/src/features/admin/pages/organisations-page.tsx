/**
 * /admin/organisations (issue 28): organisations by status (waiting first), each with who applied
 * and how many items it held and handed over; verify, reject, suspend or reinstate with a reason
 * the audit log keeps.
 */
import { useState } from 'react';
import { ORGANISATION_STATUSES, type OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { useAdminOrganisations, type OrganisationAction } from '../api/organisations';
import type { AdminOrganisation } from '../api/types';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminList } from '../components/admin-list';
import { OrganisationActionDialog } from '../components/organisation-action-dialog';
import { OrganisationRow } from '../components/organisation-row';

export default function OrganisationsPage() {
  return (
    <AdminGuard>
      <Organisations />
    </AdminGuard>
  );
}

function statusFromUrl(): OrganisationStatus {
  const asked = new URLSearchParams(window.location.search).get('status');
  return (ORGANISATION_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as OrganisationStatus) : 'pending';
}

function Organisations() {
  const { t } = useTranslation(ADMIN_NS);
  const [status, setStatus] = useState(statusFromUrl);
  const [acting, setActing] = useState<{ organisation: AdminOrganisation; action: OrganisationAction } | null>(null);
  const query = useAdminOrganisations(status, { refresh: true });
  const rows = query.data?.organisations ?? [];

  const choose = (next: OrganisationStatus) => {
    setStatus(next);
    // Kept in the address, so a reload or a shared link opens the same list.
    window.history.replaceState(null, '', `?status=${next}`);
  };

  return (
    <AdminLayout title={t('organisations.title')} subtitle={t('organisations.subtitle')}>
      <AdminList
        query={query}
        isEmpty={rows.length === 0}
        empty={t(`organisations.empty.${status}`)}
        filters={
          <div role="group" aria-label={t('organisations.statusLabel')} className="-mx-4 overflow-x-auto px-4">
            <div className="flex w-max gap-2">
              {ORGANISATION_STATUSES.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={s === status}
                  onClick={() => choose(s)}
                  className={`min-h-11 whitespace-nowrap rounded-full border px-4 text-sm font-medium ${s === status ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
                >
                  {t(`organisations.tabs.${s}`)}
                </button>
              ))}
            </div>
          </div>
        }
      >
        {() => (
          <ul className="space-y-3">
            {rows.map((organisation) => (
              <li key={organisation.id}>
                <OrganisationRow organisation={organisation} onAction={(action) => setActing({ organisation, action })} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
      {acting && <OrganisationActionDialog organisation={acting.organisation} action={acting.action} onClose={() => setActing(null)} />}
    </AdminLayout>
  );
}
