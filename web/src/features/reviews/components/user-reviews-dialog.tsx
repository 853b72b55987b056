/** The reviews dialog: a user's rating and recent reviews, from a name or a rating badge. */
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../i18n';
import { REVIEWS_NS } from '../i18n';
import UserReviewsPanel from './user-reviews-panel';

export interface UserReviewsDialogProps {
  userId: string;
  name?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function UserReviewsDialog({ userId, name, open, onOpenChange }: UserReviewsDialogProps) {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={name ? t('panel.userReviews', { name }) : t('panel.title')}>
      {open && <UserReviewsPanel userId={userId} />}
    </Dialog>
  );
}
