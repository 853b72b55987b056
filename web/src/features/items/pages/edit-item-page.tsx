/**
 * /edit-item/{id}: the finder edits their item. New photos upload when chosen; if some cannot,
 * the other changes are still saved and the finder is told 'Photo upload failed'.
 */
import { useParams, useLocation } from 'wouter';
import type { ItemFields } from '@okota/shared/schemas/item.schema';
import { AccessDenied } from '../../../components/access-denied';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSession } from '../../../lib/session';
import { useItem } from '../api/get-item';
import { useUpdateItem } from '../api/update-item';
import { uploadEditPhotos } from '../api/upload-photos';
import type { Item } from '../api/types';
import { ItemForm } from '../components/item-form';
import { ItemNotFound } from '../components/item-not-found';
import { formFromItem, payloadFrom } from '../lib/item-form-values';
import { usePhotoUploads } from '../lib/use-photo-uploads';
import { ITEMS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

export default function EditItemPage() {
  const { t } = useTranslation(ITEMS_NS);
  const { id } = useParams<{ id: string }>();
  const itemId = Number(id);
  const { user, isLoading: sessionLoading } = useSession();
  const query = useItem(itemId, user?.id);

  if (!user) return sessionLoading ? <Spinner /> : <AccessDenied message={t('edit.signIn')} />;
  if (query.isLoading) return <Spinner label={t('item.loading')} className="py-24" />;
  if (!query.data) return <ItemNotFound />;
  if (query.data.finderId !== user.id) return <Denied message={t('edit.denied')} />;
  return <EditForm item={query.data} />;
}

function Denied({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('accessDenied.title')}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
    </main>
  );
}

function EditForm({ item }: { item: Item }) {
  const { t } = useTranslation(ITEMS_NS);
  const [, navigate] = useLocation();
  const photos = usePhotoUploads(uploadEditPhotos, item.images);
  const update = useUpdateItem();

  const onValid = async (fields: ItemFields) => {
    let images = photos.uploadedUrls;
    let photoFailed = false;
    if (photos.pendingFiles.length) {
      try {
        images = [...images, ...(await uploadEditPhotos(photos.pendingFiles))];
      } catch {
        photoFailed = true;
      }
    }
    update.mutate(
      { id: item.id, fields: payloadFrom(fields), images },
      {
        onSuccess: () => {
          if (photoFailed) toast({ title: t('edit.photoFailed'), description: t('edit.photoFailedBody'), variant: 'destructive' });
          else toast({ title: t('edit.updated'), variant: 'success' });
          navigate(ROUTES.item(item.id));
        },
        onError: (error) => {
          const message = apiErrorText(error, '');
          toast({ title: t('edit.failed'), description: message || t('post.failedBody'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('edit.title')}</h1>
      <p className="mt-1 text-slate-600">{t('edit.subtitle')}</p>
      <div className="mt-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ItemForm
          defaultValues={formFromItem(item)}
          photos={photos}
          onValid={(fields) => void onValid(fields)}
          footer={
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => navigate(ROUTES.item(item.id))}>
                {t('edit.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending || photos.isUploading}>
                {update.isPending ? t('edit.saving') : t('edit.save')}
              </Button>
            </div>
          }
        />
      </div>
    </main>
  );
}
