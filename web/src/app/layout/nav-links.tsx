import { Link, useLocation } from 'wouter';
import type { AccountMode } from '@okota/shared';
import { useTranslation } from '../../i18n';
import { MODE_LINKS } from './account-mode';

/** The mode's links (Dashboard and Post Item, or Dashboard and Search Items), active by path prefix. */
export function NavLinks({ mode, vertical = false, onNavigate }: { mode: AccountMode; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <ul className={vertical ? 'space-y-1' : 'flex items-center gap-1'}>
      {MODE_LINKS[mode].map((link) => {
        const active = path === link.href || path.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2 text-sm font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {t(`nav.${link.key}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
