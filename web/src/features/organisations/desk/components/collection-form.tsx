/**
 * The owner's 6-digit collection code, typed at the desk. Success names the item and reminds the
 * desk to check the ID card (the code proves payment, the card proves the person).
 */
import { useState, type FormEvent } from 'react';
import { COLLECTION_CODE_LENGTH } from '@okota/shared/contracts/organisations.contract';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../i18n';
import { ApiError } from '../../../../lib/api';
import { useRecordCollection } from '../api/hand-overs';
import type { SavedItem } from '../api/types';
import { refusalText } from '../lib/refusal-text';
import { DESK_NS } from '../i18n';

const CODE = new RegExp(`^\\d{${COLLECTION_CODE_LENGTH}}$`);

const attemptsLeft = (error: unknown) => (error instanceof ApiError ? (error.body.params as { attemptsLeft?: number } | undefined)?.attemptsLeft : undefined);

export function CollectionForm({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation(DESK_NS);
  const record = useRecordCollection(organisationId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [handedOver, setHandedOver] = useState<SavedItem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) return setError(t('collect.codeFormat'));
    setError(undefined);
    record.mutate(typed, {
      onSuccess: ({ item }) => {
        setHandedOver(item);
        setCode('');
      },
      // Five wrong codes lock entering codes for an hour: the fifth answer says so (attemptsLeft 0), later ones are 429s.
      onError: (failure) =>
        setError(
          refusalText(
            failure,
            {
              code: {
                COLLECTION_CODE_WRONG: attemptsLeft(failure) === 0 ? `${t('collect.wrongCode')} ${t('collect.locked')}` : t('collect.wrongCode'),
                COLLECTION_CODE_LOCKED: t('collect.locked'),
                COLLECTION_CODE_USED: t('collect.used'),
                COLLECTION_CODE_EXPIRED: t('collect.expired'),
                COLLECTION_NO_CODE: t('collect.notPaid'),
                ORG_NOT_A_MEMBER: t('collect.notAllowed'),
                VALIDATION_FAILED: t('collect.wrongCode'),
              },
            },
            t('collect.failed'),
          ),
        ),
    });
  };

  if (handedOver) {
    return (
      <div role="status" className="space-y-3" data-testid="collection-done">
        <p className="text-lg font-bold text-green-800">{t('collect.handedOver', { title: handedOver.title })}</p>
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('collect.checkId')}</p>
        <Button variant="outline" onClick={() => setHandedOver(null)}>
          {t('collect.another')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">{t('collect.intro')}</p>
      <TextField
        label={t('collect.code')}
        hint={t('collect.codeHint')}
        name="collection-code"
        data-testid="collection-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={COLLECTION_CODE_LENGTH + 2}
        autoFocus
        className="max-w-48 text-center font-mono text-2xl tracking-[0.3em]"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" disabled={record.isPending} data-testid="collection-submit">
        {record.isPending ? t('collect.submitting') : t('collect.submit')}
      </Button>
    </form>
  );
}
