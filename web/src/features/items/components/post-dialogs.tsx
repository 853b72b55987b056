/** The guest's sign-in dialog, and the 'Complete Your Item Posting' dialog after sign-in. */
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

export function SignInToPostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('post.signInTitle')} description={t('post.signInBody')}>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('post.keepEditing')}
        </Button>
        <Link href={ROUTES.authThenBack(ROUTES.postItem)} className={buttonClass('primary')}>
          {t('post.signIn')}
        </Link>
      </div>
    </Dialog>
  );
}

export function CompletePostingDialog({
  title,
  busy,
  onPostNow,
  onMakeChanges,
}: {
  title: string;
  busy: boolean;
  onPostNow: () => void;
  onMakeChanges: () => void;
}) {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onMakeChanges()}
      title={t('post.completeTitle')}
      description={t('post.completeBody', { title })}
      dismissible={!busy}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={onMakeChanges}>
          {t('post.makeChanges')}
        </Button>
        <Button disabled={busy} onClick={onPostNow}>
          {busy ? t('post.submitting') : t('post.postNow')}
        </Button>
      </div>
    </Dialog>
  );
}
