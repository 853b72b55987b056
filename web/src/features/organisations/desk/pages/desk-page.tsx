/**
 * /organisations/:id: a member's desk. Big buttons for the day's work (intake, hand-over by
 * collection code, drop-offs, CSV import; members and settings for managers), the open panel
 * under them, and the list of what the desk holds.
 */
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useTranslation } from '../../../../i18n';
import type { MyOrganisation } from '../api/types';
import { ClaimsPanel } from '../components/claims-panel';
import { CollectionForm } from '../components/collection-form';
import { DeskActions } from '../components/desk-actions';
import { DeskHeader } from '../components/desk-header';
import { DropOffForm } from '../components/drop-off-form';
import { HeldItemsList } from '../components/held-items-list';
import { MemberGate } from '../components/member-gate';
import { MembersPanel } from '../components/members-panel';
import { SettingsForm } from '../components/settings-form';
import { usePanelParam, type DeskPanel } from '../lib/use-panel-param';
import { DESK_NS } from '../i18n';

export default function DeskPage() {
  const { id } = useParams<{ id: string }>();
  return <MemberGate organisationId={id}>{(organisation) => <Desk organisation={organisation} />}</MemberGate>;
}

const TITLES = { collect: 'collect.title', 'drop-off': 'dropOff.title', claims: 'claims.title', members: 'members.title', settings: 'settings.title' } as const;

function Desk({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation(DESK_NS);
  const [requested, open] = usePanelParam();
  const isManager = organisation.role === 'manager';
  const canPost = organisation.status === 'verified';
  const allowed = (panel: DeskPanel) => (panel === 'members' || panel === 'settings' ? isManager : canPost);
  const panel = requested && allowed(requested) ? requested : null;
  // On a phone the panel opens below the big buttons: bring it into sight.
  useEffect(() => {
    if (panel) document.getElementById('desk-panel')?.scrollIntoView({ block: 'start' });
  }, [panel]);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <DeskHeader organisation={organisation} />
      <DeskActions organisation={organisation} panel={panel} onOpen={open} />
      {panel && (
        <Card id="desk-panel" className="mt-5 scroll-mt-4 p-4 sm:p-6" role="region" aria-labelledby="desk-panel-title" data-testid={`desk-panel-${panel}`}>
          <div className="mb-4 flex items-start justify-between gap-3">
            <h2 id="desk-panel-title" className="text-xl font-bold text-slate-900">
              {t(TITLES[panel])}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => open(null)}>
              {t('desk.close')}
            </Button>
          </div>
          {panel === 'collect' && <CollectionForm organisationId={organisation.id} />}
          {panel === 'drop-off' && <DropOffForm organisationId={organisation.id} acceptsDropOffs={organisation.acceptsDropOffs} />}
          {panel === 'claims' && <ClaimsPanel organisationId={organisation.id} />}
          {panel === 'members' && <MembersPanel organisationId={organisation.id} />}
          {panel === 'settings' && <SettingsForm organisation={organisation} />}
        </Card>
      )}
      <HeldItemsList organisationId={organisation.id} />
    </main>
  );
}
