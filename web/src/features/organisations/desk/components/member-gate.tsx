/**
 * The desk screens' common start: signed in, the organisation loaded from my list, and a member
 * of it; otherwise the right message. Renders its child with the organisation (and my role).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { AccessDenied } from '../../../../components/access-denied';
import { buttonClass } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../i18n';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useSession } from '../../../../lib/session';
import { useMyOrganisation } from '../api/my-organisations';
import type { MyOrganisation } from '../api/types';
import { LoadFailed } from './load-failed';
import { DESK_NS } from '../i18n';

export function MemberGate({
  organisationId,
  title,
  children,
}: {
  organisationId: string;
  /** The tab's title once the organisation is known (its name when absent). */
  title?: string;
  children: (organisation: MyOrganisation) => ReactNode;
}) {
  const { t } = useTranslation(DESK_NS);
  const { user, isLoading } = useSession();
  const mine = useMyOrganisation(organisationId, !!user);
  useDocumentTitle(mine.organisation ? (title ? `${title} · ${mine.organisation.name}` : mine.organisation.name) : null);
  if (!user) return isLoading ? <Spinner className="py-24" /> : <AccessDenied message={t('signIn')} />;
  if (mine.isPending) return <Spinner className="py-24" />;
  if (mine.isError)
    return (
      <main className="mx-auto max-w-3xl px-4 py-6">
        <LoadFailed message={t('loadFailed')} onRetry={() => void mine.refetch()} />
      </main>
    );
  if (!mine.organisation) {
    return (
      <main className="mx-auto max-w-md px-4 py-20 text-center">
        <p className="text-slate-700" data-testid="not-a-member">
          {t('desk.notMember')}
        </p>
        <Link href={ROUTES.organisations} className={buttonClass('outline', 'md', 'mt-6')}>
          {t('back')}
        </Link>
      </main>
    );
  }
  return <>{children(mine.organisation)}</>;
}
