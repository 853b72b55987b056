import { Link } from 'wouter';
import { useTranslation } from '../../i18n';
import { ROUTES } from '@okota/shared/routes';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link href={ROUTES.home} className="flex min-h-11 min-w-11 items-center gap-2 font-extrabold text-brand-800" aria-label={`Okota, ${t('nav.home')}`}>
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <circle cx="28" cy="28" r="13" fill="none" stroke="#fff" strokeWidth="6" />
        <path d="M37 37l12 12" stroke="#fbbf24" strokeWidth="7" strokeLinecap="round" />
      </svg>
      {/* Below 380 px the name gives way to the Sign In and Sign Up buttons; the mark stays. */}
      <span className="text-xl tracking-tight max-[379px]:sr-only">Okota</span>
    </Link>
  );
}
