/** A proof photo (or PDF) fetched with the viewer's token, shown small, opened in a new tab. */
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { useProofFile } from '../api/get-proof-file';
import { CLAIMS_NS } from '../i18n';

export function ProofPreview({ url }: { url: string }) {
  const { t } = useTranslation(CLAIMS_NS);
  const proof = useProofFile(url);
  const objectUrl = useMemo(() => (proof.data ? URL.createObjectURL(proof.data) : null), [proof.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  if (proof.isError) return <p className="text-sm text-red-600">{t('finder.proofFailed')}</p>;
  if (!objectUrl) return <span className="block h-24 w-32 animate-pulse rounded-lg bg-slate-100" />;
  const isPdf = proof.data?.type === 'application/pdf';
  return (
    <a href={objectUrl} target="_blank" rel="noopener noreferrer" className="group inline-flex flex-col gap-1 text-sm font-medium text-brand-700">
      {isPdf ? (
        <span className="flex h-24 w-32 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-slate-600">{t('finder.pdf')}</span>
      ) : (
        <img src={objectUrl} alt={t('finder.proofPhoto')} className="h-24 w-32 rounded-lg border border-slate-200 object-cover" />
      )}
      <span className="group-hover:underline">{t('finder.openProof')}</span>
    </a>
  );
}
