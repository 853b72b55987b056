/**
 * A post a guest started before signing in (lib/guest-drafts.ts): offered back on the finder
 * dashboard. 'Post Item' opens /post-item, which restores the draft (and offers to post it at once
 * when it is complete); 'Discard' deletes it.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../i18n';
import { useGuestResume } from '../../../lib/guest-drafts';
import { FINDER_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

export function SavedDraftDialog() {
  const { t } = useTranslation(FINDER_NS);
  const [, navigate] = useLocation();
  const { postDraft, clearPostDraft } = useGuestResume<{ title?: unknown }>();
  const [dismissed, setDismissed] = useState(false);
  if (!postDraft || dismissed) return null;

  const title = typeof postDraft.fields.title === 'string' && postDraft.fields.title.trim() ? postDraft.fields.title.trim() : t('draft.untitled');
  return (
    <Dialog open onOpenChange={(open) => !open && setDismissed(true)} title={t('draft.title')} description={t('draft.body', { title })} size="sm">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={clearPostDraft}>
          {t('draft.discard')}
        </Button>
        <Button onClick={() => navigate(ROUTES.postItem)}>{t('draft.post')}</Button>
      </div>
    </Dialog>
  );
}
