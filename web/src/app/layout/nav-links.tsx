import { Link, useLocation } from 'wouter';
import { ROUTES } from '@okota/shared';
import { useTranslation } from '../../i18n';
import { SIGNED_IN_NAV_NS } from './signed-in-nav.strings';

/** What anyone signed in can do, whatever they did before: search, or post what they found. */
const LINKS = [
  { href: ROUTES.search, key: 'menu.searchLost' },
  { href: ROUTES.postItem, key: 'menu.postFound' },
] as const;

export function NavLinks() {
  const { t } = useTranslation(SIGNED_IN_NAV_NS);
  const [path] = useLocation();
  return (
    <ul className="flex items-center gap-1">
      {LINKS.map((link) => {
        const active = path === link.href || path.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {t(link.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
