/** Managers: who belongs to the organisation, inviting a number with a role, and removing a member. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { inviteMemberBody, MEMBER_ROLES } from '@okota/shared/contracts/organisations.contract';
import { formatPhoneLocal } from '@okota/shared/phone';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../i18n';
import { useInviteMember, useMembers, useRemoveMember } from '../api/members';
import type { Member } from '../api/types';
import { fieldRefusals, refusalText } from '../lib/refusal-text';
import { LoadFailed } from './load-failed';
import { DESK_NS } from '../i18n';

type InviteInput = z.input<typeof inviteMemberBody>;

export function MembersPanel({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation(DESK_NS);
  const members = useMembers(organisationId);
  return (
    <div className="space-y-5">
      <p className="text-slate-700">{t('members.intro')}</p>
      <InviteForm organisationId={organisationId} />
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <LoadFailed message={t('members.failed')} onRetry={() => void members.refetch()} />
      ) : members.data.members.length === 0 ? (
        <p className="text-slate-600">{t('members.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="members">
          {members.data.members.map((member) => (
            <MemberRow key={member.id} organisationId={organisationId} member={member} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InviteForm({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation(DESK_NS);
  const invite = useInviteMember(organisationId);
  const form = useForm<InviteInput>({ resolver: zodResolver(inviteMemberBody), defaultValues: { phone: '', role: 'desk' } });
  const { errors } = form.formState;
  const onValid = (body: InviteInput) =>
    invite.mutate(body, {
      onSuccess: () => {
        toast({ title: t('members.invited', { phone: formatPhoneLocal(body.phone) }), variant: 'success' });
        form.reset({ phone: '', role: body.role });
      },
      onError: (error) => {
        const phone = fieldRefusals(error).phone;
        if (phone) form.setError('phone', { message: phone });
        else toast({ title: t('members.inviteFailed'), description: refusalText(error, {}, ''), variant: 'destructive' });
      },
    });
  return (
    <form
      onSubmit={form.handleSubmit((body) => onValid(body as InviteInput))}
      noValidate
      className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <TextField
        label={t('members.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="07XX XXX XXX"
        data-testid="invite-phone"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <SelectField label={t('members.role')} data-testid="invite-role" {...form.register('role')}>
        {MEMBER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="sm:mt-7" disabled={invite.isPending} data-testid="invite-submit">
        {invite.isPending ? t('members.inviting') : t('members.invite')}
      </Button>
      <p className="text-xs text-slate-500 sm:col-span-3">{t('members.roleHint')}</p>
    </form>
  );
}

function MemberRow({ organisationId, member }: { organisationId: string; member: Member }) {
  const { t } = useTranslation(DESK_NS);
  const remove = useRemoveMember(organisationId);
  const name = member.name ?? t('members.unnamed');
  const onRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () => toast({ title: t('members.removed'), variant: 'success' }),
      onError: (error) => toast({ title: t('members.removeFailed'), description: refusalText(error, {}, ''), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="member" data-phone={member.phone}>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{formatPhoneLocal(member.phone)}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={member.role === 'manager' ? 'brand' : 'slate'}>{t(`roles.${member.role}`)}</Badge>
          {!member.accepted && <Badge tone="amber">{t('members.waiting')}</Badge>}
        </div>
      </div>
      <Button
        variant="dangerOutline"
        size="sm"
        onClick={onRemove}
        disabled={remove.isPending}
        aria-label={t('members.removeLabel', { name: member.name ?? formatPhoneLocal(member.phone) })}
      >
        {t('members.remove')}
      </Button>
    </li>
  );
}
