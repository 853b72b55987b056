/** /admin/categories: counts, the grid, add/edit dialogs and a guarded delete that can move the items first. */
import { useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { categoryDisplayName } from '@okota/shared/category-names';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CategoryIcon } from '../../../components/category-icon';
import { toast } from '../../../components/ui/toast';
import { ADMIN_NS } from '../i18n';
import { useAdminCategories, useDeleteCategory } from '../api/categories';
import type { AdminCategory } from '../api/types';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { CategoryDialog } from '../components/category-dialog';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';
import { AdminList } from '../components/admin-list';
import { StatCard } from '../components/states';
import { failureToast, successToast } from '../components/failure-toast';

export default function CategoriesPage() {
  return (
    <AdminGuard>
      <Categories />
    </AdminGuard>
  );
}

function Categories() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const query = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const categories = query.data ?? [];
  const totalItems = categories.reduce((sum, c) => sum + c.itemCount, 0);
  const average = categories.length ? Math.round((totalItems / categories.length) * 10) / 10 : 0;

  const confirmDelete = (category: AdminCategory, moveTo?: number) =>
    remove.mutate(
      { id: category.id, moveTo },
      {
        onSuccess: () => {
          successToast(t('common.success'), t('categories.deleted'));
          setDeleting(null);
        },
        onError: (error) => {
          setDeleting(null);
          if (error instanceof ApiError && error.code === 'CATEGORY_HAS_ITEMS') {
            toast({ title: t('categories.cannotDelete'), description: t('categories.hasItems'), variant: 'destructive' });
          } else failureToast(t('common.error'), error, t('categories.deleteFailed'));
        },
      },
    );

  return (
    <AdminLayout
      title={t('categories.title')}
      subtitle={t('categories.subtitle')}
      actions={
        <>
          <Link href={ROUTES.adminDashboard} className={buttonClass('ghost', 'md')}>
            {t('nav.backToDashboard')}
          </Link>
          <Button onClick={() => setEditing('new')}>{t('categories.add')}</Button>
        </>
      }
    >
      <AdminList
        query={query}
        isEmpty={categories.length === 0}
        empty={t('categories.empty')}
        emptyHint={t('categories.emptyHint')}
        bodyClassName="space-y-6"
        summary={
          <div className="grid gap-3 sm:grid-cols-3">
            <StatCard label={t('categories.stats.total')} value={categories.length} />
            <StatCard label={t('categories.stats.items')} value={totalItems} />
            <StatCard label={t('categories.stats.average')} value={average} />
          </div>
        }
      >
        {() => (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.id}>
                <Card className="flex items-center gap-4 p-4">
                  <span className="rounded-full bg-brand-50 p-3 text-brand-700">
                    <CategoryIcon name={category.icon} />
                  </span>
                  <div className="min-w-0 flex-1">
                    <CategoryName name={category.name} language={i18n.language} />
                    <p className="text-sm text-slate-600">{t('categories.itemCount', { count: category.itemCount })}</p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(category)}>
                      {t('categories.edit')}
                    </Button>
                    <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(category)}>
                      {t('categories.delete')}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
      {editing && <CategoryDialog category={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteCategoryDialog
          category={deleting}
          others={categories.filter((c) => c.id !== deleting.id)}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={(moveTo) => confirmDelete(deleting, moveTo)}
        />
      )}
    </AdminLayout>
  );
}

/** The name a reader sees, Kiswahili where we have one; the edit dialog shows the stored name. */
function CategoryName({ name, language }: { name: string; language: string }) {
  return <p className="truncate font-semibold">{categoryDisplayName(name, language)}</p>;
}
