import type { AccountMode } from '@okota/shared';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { setAccountMode, updateStoredUser } from '../../../lib/session';
import { useChooseRole } from '../api/choose-role';
import { AUTH_NS } from '../i18n';

/** After a plain sign-up: 'I found something' or 'I lost something', only where to start; stored on the server and on this device. */
export function RoleChoiceDialog({ open, onChosen }: { open: boolean; onChosen: (mode: AccountMode) => void }) {
  const { t } = useTranslation(AUTH_NS);
  const choose = useChooseRole();

  const pick = (mode: AccountMode) =>
    choose.mutate(mode, {
      onSuccess: ({ user }) => {
        updateStoredUser(user);
        setAccountMode(mode);
        onChosen(mode);
      },
      onError: () => toast({ title: t('toast.roleFailed'), description: t('toast.tryAgain'), variant: 'destructive' }),
    });

  const options: Array<{ mode: AccountMode; title: string; body: string; icon: string }> = [
    { mode: 'finder', title: t('role.finder'), body: t('role.finderBody'), icon: 'M3 7l9-4 9 4v10l-9 4-9-4zM12 9v6M9 12h6' },
    { mode: 'claimer', title: t('role.claimer'), body: t('role.claimerBody'), icon: 'M21 21l-4.3-4.3M11 18a7 7 0 100-14 7 7 0 000 14z' },
  ];

  return (
    <Dialog open={open} onOpenChange={() => undefined} dismissible={false} title={t('role.title')} description={t('role.body')}>
      <div className="grid gap-3">
        {options.map((option) => (
          <button
            key={option.mode}
            type="button"
            disabled={choose.isPending}
            onClick={() => pick(option.mode)}
            className="flex items-start gap-4 rounded-xl border-2 border-slate-200 p-4 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <path d={option.icon} />
              </svg>
            </span>
            <span>
              <span className="block font-bold text-slate-900">{option.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{option.body}</span>
            </span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}
