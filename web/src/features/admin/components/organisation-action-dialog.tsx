/** Asks before verifying, rejecting, suspending or reinstating an organisation, with an optional reason. */
import { useState } from 'react';
import { TextAreaField } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { useOrganisationAction, type OrganisationAction } from '../api/organisations';
import type { AdminOrganisation } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { failureToast, successToast } from './failure-toast';

export function OrganisationActionDialog({
  organisation,
  action,
  onClose,
}: {
  organisation: AdminOrganisation;
  action: OrganisationAction;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const change = useOrganisationAction();
  const [reason, setReason] = useState('');

  const submit = () => {
    change.mutate(
      { id: organisation.id, action, reason },
      {
        onSuccess: () => {
          successToast(t(`organisations.actions.${action}.success`));
          onClose();
        },
        onError: (error) => failureToast(t('organisations.actions.failed'), error, t('common.tryLater')),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`organisations.actions.${action}.title`, { name: organisation.name })}
      description={t(`organisations.actions.${action}.description`)}
      confirmLabel={t(`organisations.actions.${action}.confirm`)}
      danger={action === 'reject' || action === 'suspend'}
      pending={change.isPending}
      onConfirm={submit}
    >
      <TextAreaField
        label={t('organisations.actions.reasonLabel')}
        hint={t('organisations.actions.reasonHint')}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
