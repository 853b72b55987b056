/** The desk's big buttons: each a whole-width target on a phone, two or three a row on a desk computer. */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { useTranslation } from '../../../../i18n';
import type { MyOrganisation } from '../api/types';
import type { DeskPanel } from '../lib/use-panel-param';
import { DESK_NS } from '../i18n';

const tile =
  'flex min-h-20 w-full items-center gap-3 rounded-xl border-2 p-4 text-left text-base font-semibold transition-colors focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-600/40';
const idle = 'border-slate-200 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50';
const chosen = 'border-brand-700 bg-brand-50 text-brand-900';
const off = 'pointer-events-none border-slate-200 bg-slate-50 text-slate-400';

interface DeskActionsProps {
  organisation: MyOrganisation;
  panel: DeskPanel | null;
  onOpen: (panel: DeskPanel | null) => void;
}

export function DeskActions({ organisation, panel, onOpen }: DeskActionsProps) {
  const { t } = useTranslation(DESK_NS);
  const canPost = organisation.status === 'verified';
  const isManager = organisation.role === 'manager';
  const toggle = (name: DeskPanel) => onOpen(panel === name ? null : name);
  const button = (name: DeskPanel, label: string, enabled = true) => (
    <button
      type="button"
      onClick={() => toggle(name)}
      aria-pressed={panel === name}
      aria-controls="desk-panel"
      disabled={!enabled}
      data-testid={`desk-action-${name}`}
      className={`${tile} ${!enabled ? off : panel === name ? chosen : idle}`}
    >
      <Icon name={name} />
      {label}
    </button>
  );
  const link = (href: string, name: 'intake' | 'import', label: string) =>
    canPost ? (
      <Link href={href} data-testid={`desk-action-${name}`} className={`${tile} ${idle}`}>
        <Icon name={name} />
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" data-testid={`desk-action-${name}`} className={`${tile} ${off}`}>
        <Icon name={name} />
        {label}
      </span>
    );

  return (
    <nav aria-label={organisation.name} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {link(ROUTES.organisationIntakeOf(organisation.id), 'intake', t('desk.actions.intake'))}
      {button('collect', t('desk.actions.collect'), canPost)}
      {button('drop-off', t('desk.actions.dropOff'), canPost)}
      {button('claims', t('desk.actions.claims'), canPost)}
      {link(ROUTES.organisationImportOf(organisation.id), 'import', t('desk.actions.import'))}
      {isManager && button('members', t('desk.actions.members'))}
      {isManager && button('settings', t('desk.actions.settings'))}
    </nav>
  );
}

/** Stroke paths drawn in a 24 px box: no icon font, nothing a cheap phone might lack. */
const PATHS = {
  intake: 'M12 5v14M5 12h14',
  collect: 'M5 12.5l4.5 4.5L19 7.5',
  'drop-off': 'M12 4v11M7 10.5l5 5 5-5M5 20h14',
  claims: 'M9 5h10M9 12h10M9 19h10M4 5h.01M4 12h.01M4 19h.01',
  import: 'M12 20V9M7 13.5l5-5 5 5M5 4h14',
  members: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  settings: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
} as const;

function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
