/** /admin/audit: every admin action, newest first. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useAuditLog } from '../api/lists';
import type { AuditEntry } from '../api/types';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminList } from '../components/admin-list';
import { FilterSelect, LoadMore } from '../components/states';

export default function AuditPage() {
  return (
    <AdminGuard>
      <AuditLog />
    </AdminGuard>
  );
}

const ACTIONS = [
  'item.hide',
  'item.unhide',
  'item.remove',
  'user.suspend',
  'user.unsuspend',
  'user.activate',
  'user.verify',
  'user.edit',
  'user.make_admin',
  'user.remove_admin',
  'setting.update',
  'category.create',
  'category.update',
  'category.delete',
  'report.resolve',
  'report.dismiss',
  'contact_message.read',
  'admin.quick_login',
  'user.export_data',
  'user.delete_account',
  'retention.delete',
];

/** What changed, in a line: the old and new fee, e-mail or phone, or the item's title. */
function describeDetails(entry: AuditEntry): string {
  const d = entry.details ?? {};
  if ('from' in d && 'to' in d) {
    const show = (v: unknown) => (v && typeof v === 'object' ? Object.values(v).join(', ') : String(v));
    return `${show(d.from)} → ${show(d.to)}`;
  }
  for (const key of ['title', 'name', 'email', 'subject']) if (typeof d[key] === 'string') return d[key] as string;
  // A retention pass: how many, over which period (never whose).
  if (typeof d.count === 'number' && typeof d.period === 'string') return `${d.count} · ${d.period}`;
  return '';
}

function AuditLog() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const [action, setAction] = useState('');
  const query = useAuditLog({ action });
  const rows = query.data?.pages.flatMap((p) => p.entries) ?? [];
  // Translation keys are dotted paths, so 'item.hide' is stored as 'item_hide'.
  const label = (value: string) => t(`audit.actions.${value.replace(/\./g, '_')}`, { defaultValue: value });

  return (
    <AdminLayout title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <AdminList
        query={query}
        isEmpty={rows.length === 0}
        empty={t('audit.empty')}
        filters={
          <FilterSelect label={t('audit.filter')} value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">{t('common.all')}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {label(a)}
              </option>
            ))}
          </FilterSelect>
        }
        footer={<LoadMore hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />}
      >
        {() => (
          <ul className="space-y-2">
            {rows.map((entry) => (
              <li key={entry.id}>
                <Card className="grid gap-1 p-3 text-sm sm:grid-cols-[11rem_1fr]">
                  <span className="text-slate-500">{formatDateTime(entry.createdAt, i18n.language)}</span>
                  <div className="min-w-0">
                    <p>
                      <span className="font-semibold">{entry.actorName ?? t('audit.system')}</span> <span>{label(entry.action)}</span>{' '}
                      <span className="font-mono text-xs text-slate-500">
                        {entry.targetType} {entry.targetId.slice(0, 12)}
                      </span>
                    </p>
                    {describeDetails(entry) && <p className="break-words text-slate-600">{describeDetails(entry)}</p>}
                    {entry.reason && (
                      <p className="break-words text-slate-800">
                        {t('audit.columns.reason')}: {entry.reason}
                      </p>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </AdminLayout>
  );
}
