/** /admin/messages: the contact form inbox. */
import { useState } from 'react';
import { formatPhoneLocal } from '@okota/shared/phone';
import { useTranslation } from '../../../i18n';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useContactMessages, useMarkMessageRead } from '../api/lists';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminList } from '../components/admin-list';
import { LoadMore } from '../components/states';
import { failureToast } from '../components/failure-toast';

export default function MessagesPage() {
  return (
    <AdminGuard>
      <Inbox />
    </AdminGuard>
  );
}

function Inbox() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useContactMessages({ unreadOnly });
  const markRead = useMarkMessageRead();
  const rows = query.data?.pages.flatMap((p) => p.messages) ?? [];
  const unread = query.data?.pages[0]?.unreadCount;

  return (
    <AdminLayout title={t('messages.title')} subtitle={unread === undefined ? t('messages.subtitle') : t('messages.unread', { count: unread })}>
      <AdminList
        query={query}
        isEmpty={rows.length === 0}
        empty={t('messages.empty')}
        filters={
          <label className="inline-flex items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
            {t('messages.unreadOnly')}
          </label>
        }
        footer={<LoadMore hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />}
      >
        {() => (
          <ul className="space-y-3">
            {rows.map((m) => (
              <li key={m.id}>
                <Card className={`space-y-2 p-4 ${m.isRead ? '' : 'border-l-4 border-l-brand-600'}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="blue">{t(`messages.categories.${m.category}`, { defaultValue: m.category })}</Badge>
                    {m.isRead && <Badge>{t('messages.read')}</Badge>}
                    <span className="font-semibold">{m.subject}</span>
                  </div>
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{m.message}</p>
                  <p className="break-words text-xs text-slate-500">
                    {m.name} · {m.email}
                    {m.phone ? ` · ${formatPhoneLocal(m.phone)}` : ''} · {formatDateTime(m.createdAt, i18n.language)}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <a
                      href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                      className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50"
                    >
                      {t('messages.reply')}
                    </a>
                    {!m.isRead && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={markRead.isPending}
                        onClick={() =>
                          markRead.mutate(m.id, {
                            onError: (error) => failureToast(t('common.error'), error, t('messages.markFailed')),
                          })
                        }
                      >
                        {t('messages.markRead')}
                      </Button>
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
