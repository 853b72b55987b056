/**
 * "Report this item" / "Report this user": a discreet link that opens the report form, or, for a
 * guest, a prompt to sign in first (only signed-in users may report).
 */
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { REPORTS_NS } from '../i18n';
import type { ReportTargetType } from '../reasons';
import { ReportDialog } from './report-dialog';
import { ROUTES } from '@okota/shared/routes';

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string | number;
  /** The reported user's name, for the dialog's title. */
  targetName?: string;
  className?: string;
}

export default function ReportButton({ targetType, targetId, targetName, className = '' }: ReportButtonProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);

  // From the router, not window: the server draws this page too (docs/decisions/0252).
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;

  if (reported) return <p className={`text-sm text-slate-500 ${className}`}>{t('button.reported')}</p>;

  return (
    <>
      {/* 44 px tall: a thumb's target on a small phone, though it reads as a quiet link. */}
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded text-sm text-slate-600 underline-offset-2 hover:text-red-700 hover:underline ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M4 2a1 1 0 0 0-1 1v15a1 1 0 1 0 2 0v-5h4.4l.5 1H16a1 1 0 0 0 .9-1.45L15.1 9l1.8-3.55A1 1 0 0 0 16 4h-5.4l-.5-1A1 1 0 0 0 9.2 2H4Z" />
        </svg>
        {t(`button.${targetType}`)}
      </button>
      {isSignedIn ? (
        open && (
          <ReportDialog
            open
            onOpenChange={setOpen}
            targetType={targetType}
            targetId={targetId}
            targetName={targetName}
            onReported={() => {
              setOpen(false);
              setReported(true);
            }}
          />
        )
      ) : (
        <Dialog open={open} onOpenChange={setOpen} title={t('guest.title')} description={t('guest.body')} size="sm">
          <Link href={ROUTES.authThenBack(here)} className={buttonClass('primary', 'md', 'w-full')}>
            {t('guest.signIn')}
          </Link>
        </Dialog>
      )}
    </>
  );
}
