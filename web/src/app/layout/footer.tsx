import { Link } from 'wouter';
import { useTranslation } from '../../i18n';
import { ROUTES } from '@okota/shared/routes';

export function Footer() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('footer.product'),
      links: [
        [ROUTES.postItem, t('footer.postFound')],
        [ROUTES.search, t('footer.searchLost')],
        // The door for police stations, chiefs and other desks (docs/decisions/0261).
        [ROUTES.organisations, t('footer.organisations')],
      ],
    },
    {
      title: t('footer.support'),
      links: [
        [ROUTES.help, t('footer.help')],
        [ROUTES.contact, t('footer.contact')],
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        [ROUTES.privacy, t('footer.privacy')],
        [ROUTES.terms, t('footer.terms')],
      ],
    },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">Okota</p>
          <p className="mt-2 text-sm">{t('footer.about')}</p>
          <p className="mt-2 text-sm">{t('footer.hours')}</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <p className="font-semibold text-white">{column.title}</p>
            <ul className="mt-1 text-sm sm:mt-2 sm:space-y-1">
              {column.links.map(([href, label]) => (
                <li key={href}>
                  {/* 44 px tall rows on phones: a thumb, not a cursor, picks them. */}
                  <Link href={href} className="inline-flex min-h-11 items-center hover:text-white hover:underline sm:min-h-7">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
