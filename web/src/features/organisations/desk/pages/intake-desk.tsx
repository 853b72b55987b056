/**
 * /organisations/:id/intake: posting many items in a row. After a save the form is ready for the
 * next item at once ("Saved item #N" stays above it), with category, county and day kept, and a
 * count of this session's items. The photos are the post form's (usePhotoUploads + PhotoPicker),
 * handed in by the app shell, which may compose two features.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import type { ItemFields } from '@okota/shared/schemas/item.schema';
import { toast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../i18n';
import { useCreateIntakeItem } from '../api/post-intake-item';
import type { MyOrganisation, SavedItem } from '../api/types';
import { DeskHeader } from '../components/desk-header';
import { IntakeForm, type IntakeFormHandle } from '../components/intake-form';
import { MemberGate } from '../components/member-gate';
import { blankIntake, intakePayload, readKept, readSavedCount, writeKept, writeSavedCount } from '../lib/intake-values';
import { fieldRefusals, refusalText } from '../lib/refusal-text';
import { DESK_NS } from '../i18n';

/** The part of the post form's photo uploader the desk needs. */
export interface IntakePhotos {
  settled(): Promise<{ urls: string[]; files: File[] }>;
  reset(urls: string[]): void;
}

export interface IntakeDeskProps {
  organisationId: string;
  photos: IntakePhotos;
  /** One more try for photos whose own upload failed; resolves to their addresses. */
  uploadFiles: (files: File[]) => Promise<string[]>;
  photoField: (labels: { label: string; hint: string }) => ReactNode;
}

export function IntakeDesk(props: IntakeDeskProps) {
  const { t } = useTranslation(DESK_NS);
  return (
    <MemberGate organisationId={props.organisationId} title={t('intake.title')}>
      {(organisation) => <Intake organisation={organisation} {...props} />}
    </MemberGate>
  );
}

function Intake({ organisation, photos, uploadFiles, photoField }: IntakeDeskProps & { organisation: MyOrganisation }) {
  const { t } = useTranslation(DESK_NS);
  const create = useCreateIntakeItem(organisation.id);
  const formRef = useRef<IntakeFormHandle>(null);
  const [initial] = useState(() => blankIntake(readKept(organisation.id)));
  const [saving, setSaving] = useState(false);
  const [count, setCount] = useState(() => readSavedCount(organisation.id));
  const [last, setLast] = useState<SavedItem | null>(null);

  const onValid = async (values: ItemFields, isDocuments: boolean) => {
    setSaving(true);
    try {
      const { urls, files } = await photos.settled();
      const images = files.length ? [...urls, ...((await uploadFiles(files).catch(() => null)) ?? [])] : urls;
      if (files.length && images.length === urls.length) throw new PhotoNotUploaded();
      const fields = { ...values, documentNumber: isDocuments ? values.documentNumber : undefined };
      const item = await create.mutateAsync(intakePayload(fields, images));
      const kept = { categoryId: String(values.categoryId), location: values.location, dateFound: values.dateFound };
      writeKept(organisation.id, kept);
      writeSavedCount(organisation.id, count + 1);
      setCount(count + 1);
      setLast(item);
      photos.reset([]);
      formRef.current?.next(blankIntake(kept));
    } catch (error) {
      const refused = Object.entries(fieldRefusals(error));
      for (const [field, message] of refused) formRef.current?.setFieldError(field, message);
      const description =
        error instanceof PhotoNotUploaded ? t('intake.photoFailed') : refusalText(error, { code: { ORG_NOT_A_MEMBER: t('errors.forbidden') } }, '');
      if (!refused.length || description) toast({ title: t('intake.failed'), description, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <DeskHeader organisation={organisation} title={t('intake.title')} back={{ href: ROUTES.organisationDeskOf(organisation.id), label: organisation.name }}>
        <p className="mt-2 text-slate-600">{t('intake.intro')}</p>
      </DeskHeader>
      {/* Below the site's sticky 4 rem header, so the count and the last save stay in sight. */}
      <div className="sticky top-16 z-30 -mx-4 mb-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur" aria-live="polite">
        <p className="text-sm font-semibold text-slate-900" data-testid="intake-count" data-count={count}>
          {t('intake.counter', { count })}
        </p>
        {last && (
          <p className="text-sm text-green-800" role="status" data-testid="intake-saved" data-item-id={last.id}>
            ✓ {t('intake.saved', { id: last.id })} · <span className="break-words">{last.title}</span>{' '}
            <Link href={ROUTES.item(last.id)} className="font-medium underline">
              {t('intake.viewItem')}
            </Link>
          </p>
        )}
      </div>
      {organisation.status !== 'verified' ? (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('intake.notVerified')}</p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <IntakeForm
            ref={formRef}
            defaultValues={initial}
            busy={saving}
            onValid={(values, isDocuments) => void onValid(values, isDocuments)}
            photoField={photoField({ label: t('intake.photos'), hint: t('intake.photosHint') })}
          />
        </div>
      )}
    </main>
  );
}

class PhotoNotUploaded extends Error {}
