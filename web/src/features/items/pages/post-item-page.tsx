/**
 * /post-item: a finder posts a found item. A guest may fill the whole form; their submit keeps
 * the draft on the device and asks them to sign in, and after sign-in the draft comes back
 * (docs/product/user-flows.md section 4, "Guest posting").
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ItemFields } from '@okota/shared/schemas/item.schema';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { useGuestResume, saveGuestPostDraft } from '../../../lib/guest-drafts';
import { useSession } from '../../../lib/session';
import { useCreateItem } from '../api/create-item';
import { uploadTempImages } from '../api/upload-photos';
import { ITEM_FORM_STATUS_ID, ItemForm, type ItemFormHandle } from '../components/item-form';
import { POSTED_STATE_KEY } from '../components/share-item';
import { EarningsBadge } from '../components/earnings-badge';
import { CompletePostingDialog, SignInToPostDialog } from '../components/post-dialogs';
import { emptyItemForm, payloadFrom, splitDraft, type PostDraftFields } from '../lib/item-form-values';
import { usePhotoUploads } from '../lib/use-photo-uploads';
import { ITEMS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

export default function PostItemPage() {
  const { t } = useTranslation(ITEMS_NS);
  const [, navigate] = useLocation();
  const { isSignedIn } = useSession();
  const { postDraft, clearPostDraft } = useGuestResume<PostDraftFields>();
  const formRef = useRef<ItemFormHandle>(null);
  const photos = usePhotoUploads(uploadTempImages);
  const createItem = useCreateItem();
  const [signInOpen, setSignInOpen] = useState(false);
  const [resumable, setResumable] = useState<{ title: string; fields: ItemFields; images: string[] } | null>(null);

  // After sign-in: a complete draft is offered for posting; an incomplete one goes into the form.
  const restoreDraft = useEffectEvent((draft: NonNullable<typeof postDraft>) => {
    const { form, images, complete } = splitDraft(draft.fields);
    formRef.current?.reset(form);
    photos.reset(images);
    if (complete) setResumable({ title: complete.title, fields: complete, images });
    else toast({ title: t('post.draftLoaded') });
    clearPostDraft();
  });
  useEffect(() => {
    if (postDraft) restoreDraft(postDraft); // Once per restored draft.
  }, [postDraft]);

  const post = (fields: ItemFields, imageUrls: string[], files: File[]) =>
    createItem.mutate(
      { fields: payloadFrom(fields), imageUrls, files },
      {
        onSuccess: (item) => {
          // A listing our system held is saved but not public: never "now live" for it (docs/decisions/0260).
          toast({
            title: t('post.posted'),
            description: t(item.isHidden ? 'post.postedHeld' : 'post.postedBody'),
            variant: item.isHidden ? 'default' : 'success',
          });
          // The item page offers sharing to the finder who just posted (share-item.tsx), and opens
          // at its top: the router keeps the scroll of the long form otherwise.
          navigate(ROUTES.item(item.id), { state: { [POSTED_STATE_KEY]: true } });
          window.scrollTo(0, 0);
        },
        onError: (error) => {
          setResumable(null);
          const message = apiErrorText(error, '');
          toast({ title: t('post.failed'), description: message || t('post.failedBody'), variant: 'destructive' });
        },
      },
    );

  // Post is disabled while photos are on their way; a submit by Enter still waits for them.
  const onValid = async (fields: ItemFields) => {
    const { urls, files } = await photos.settled();
    if (!isSignedIn) {
      saveGuestPostDraft<PostDraftFields>({ ...formRef.current!.values(), images: [...urls, ...(await uploadForDraft(files))] });
      setSignInOpen(true);
      return;
    }
    post(fields, urls, files);
  };

  /** A guest's draft keeps photo addresses only: a photo whose upload failed gets one more try. */
  const uploadForDraft = async (files: File[]) => {
    if (!files.length) return [];
    try {
      return await uploadTempImages(files);
    } catch {
      toast({ title: t('photos.draftDropped'), variant: 'destructive' });
      return [];
    }
  };

  return (
    <main>
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-8">
          <Link href={ROUTES.home} className="text-sm text-brand-50 hover:underline">
            ← {t('post.backHome')}
          </Link>
          <h1 className="mt-3 text-2xl font-extrabold sm:text-3xl">{t('post.title')}</h1>
          <p className="mt-1 text-brand-50">{t('post.subtitle')}</p>
          <div className="mt-4">
            <EarningsBadge />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-6">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <ItemForm
            ref={formRef}
            defaultValues={emptyItemForm()}
            photos={photos}
            onValid={(fields) => void onValid(fields)}
            footer={
              <Button type="submit" size="lg" className="w-full" disabled={createItem.isPending || photos.isUploading} aria-describedby={ITEM_FORM_STATUS_ID}>
                {createItem.isPending ? t('post.submitting') : t('post.submit')}
              </Button>
            }
          />
        </div>
      </div>
      <SignInToPostDialog open={signInOpen} onOpenChange={setSignInOpen} />
      {resumable && (
        <CompletePostingDialog
          title={resumable.title}
          busy={createItem.isPending}
          onPostNow={() => post(resumable.fields, resumable.images, [])}
          onMakeChanges={() => setResumable(null)}
        />
      )}
    </main>
  );
}
