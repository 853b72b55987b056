/**
 * /organisations: the organisations I belong to (with my role and their status), invitations
 * waiting for me, and the way to register a new one (issue 28).
 */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../i18n';
import { useSession } from '../../../../lib/session';
import { useAcceptInvitation, useMyOrganisations } from '../api/my-organisations';
import type { Invitation, MyOrganisation } from '../api/types';
import { OrganisationStatusBadge } from '../components/status-badge';
import { LoadFailed } from '../components/load-failed';
import { refusalText } from '../lib/refusal-text';
import { DESK_NS } from '../i18n';

export default function MyOrganisationsPage() {
  const { t } = useTranslation(DESK_NS);
  const { user, isLoading } = useSession();
  const mine = useMyOrganisations(!!user);
  // A guest (a police station looking for the door) reads what this is and how to begin, not "Access Denied".
  if (!user) return isLoading ? <Spinner className="py-24" /> : <OrganisationsGuide />;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-slate-900">{t('mine.title')}</h1>
      <p className="mt-1 text-slate-600">{t('mine.intro')}</p>
      {mine.isPending ? (
        <Spinner />
      ) : mine.isError ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void mine.refetch()} />
      ) : (
        <>
          {mine.data.invitations.length > 0 && <Invitations invitations={mine.data.invitations} phoneVerified={user.phoneVerified} />}
          <section aria-labelledby="my-organisations" className="mt-6">
            <h2 id="my-organisations" className="sr-only">
              {t('mine.title')}
            </h2>
            {mine.data.organisations.length === 0 ? (
              <p className="rounded-lg bg-slate-50 p-4 text-slate-700">{t('mine.empty')}</p>
            ) : (
              <ul className="space-y-3">
                {mine.data.organisations.map((o) => (
                  <OrganisationRow key={o.id} organisation={o} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <Card className="mt-8 p-4 sm:p-5">
        <p className="text-sm text-slate-700">{t('mine.applyHint')}</p>
        <Link href={ROUTES.organisationApply} className={buttonClass('outline', 'md', 'mt-3')} data-testid="apply-organisation">
          {t('mine.apply')}
        </Link>
      </Card>
    </main>
  );
}

function OrganisationRow({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation(DESK_NS);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="my-organisation">
        <div className="min-w-0">
          <p className="break-words text-lg font-bold text-slate-900">{organisation.name}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <OrganisationStatusBadge status={organisation.status} />
            <span>{t('mine.yourRole', { role: t(`roles.${organisation.role}`) })}</span>
          </div>
        </div>
        <Link href={ROUTES.organisationDeskOf(organisation.id)} className={buttonClass('primary', 'md', 'shrink-0')}>
          {t('mine.open')}
        </Link>
      </Card>
    </li>
  );
}

function Invitations({ invitations, phoneVerified }: { invitations: Invitation[]; phoneVerified: boolean }) {
  const { t } = useTranslation(DESK_NS);
  const accept = useAcceptInvitation();
  const onAccept = (invitation: Invitation) =>
    accept.mutate(invitation.organisationId, {
      onSuccess: () => toast({ title: t('mine.accepted', { name: invitation.organisationName }), variant: 'success' }),
      onError: (error) => toast({ title: t('mine.acceptFailed'), description: refusalText(error, {}, ''), variant: 'destructive' }),
    });
  return (
    <section aria-labelledby="invitations" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="invitations" className="font-bold text-slate-900">
        {t('mine.invitations')}
      </h2>
      {!phoneVerified && (
        <p className="mt-2 text-sm text-slate-700">
          {t('mine.verifyPhone')}{' '}
          <Link href={ROUTES.verifyPhone} className="font-medium text-brand-800 underline">
            {t('mine.verifyPhoneLink')}
          </Link>
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {invitations.map((invitation) => (
          <li
            key={invitation.organisationId}
            data-testid="invitation"
            className="flex flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold text-slate-900">{invitation.organisationName}</p>
              <p className="text-sm text-slate-600">{t('mine.invitedAs', { role: t(`roles.${invitation.role}`) })}</p>
            </div>
            <Button onClick={() => onAccept(invitation)} disabled={accept.isPending} aria-label={`${t('mine.accept')}: ${invitation.organisationName}`}>
              {accept.isPending && accept.variables === invitation.organisationId ? t('mine.accepting') : t('mine.accept')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /organisations for a guest: what Okota offers a desk that keeps found things, and the way in (docs/decisions/0261). */
function OrganisationsGuide() {
  const { t } = useTranslation(DESK_NS);
  const steps = [t('guide.step1'), t('guide.step2'), t('guide.step3')];
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10" data-testid="organisations-guide">
      <h1 className="text-2xl font-extrabold text-slate-900">{t('guide.title')}</h1>
      <p className="mt-3 text-slate-700">{t('guide.intro')}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">{t('guide.free')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link href={ROUTES.authThenBack(ROUTES.organisationApply)} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          {t('guide.apply')}
        </Link>
        <Link href={ROUTES.authThenBack(ROUTES.organisations)} className={buttonClass('outline', 'md', 'w-full sm:w-auto')}>
          {t('guide.signIn')}
        </Link>
      </div>
    </main>
  );
}
