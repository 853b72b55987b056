import { Link } from 'wouter';
import { useTranslation } from '../../i18n';
import type { SessionUser } from '../../lib/session';

/** Placeholder until the accounts feature adds the bell, mode switcher and avatar menu. */
export default function SignedInNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const initial = (user.firstName?.[0] ?? user.email?.[0] ?? 'U').toUpperCase();
  return (
    <Link href="/profile" aria-label={t('nav.profile')} className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
      {initial}
    </Link>
  );
}
