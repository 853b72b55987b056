/** Shows, while the claimer types, what the server will keep once contact details are removed. */
import { scrubContactInfo } from '@okota/shared';
import { useTranslation } from '../../../i18n';
import { CLAIMS_NS } from '../i18n';

export function ScrubPreview({ texts }: { texts: Array<string | undefined> }) {
  const { t } = useTranslation(CLAIMS_NS);
  const changed = texts
    .filter((text): text is string => !!text)
    .map((text) => ({ text, scrubbed: scrubContactInfo(text) }))
    .filter(({ text, scrubbed }) => text !== scrubbed);
  if (changed.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{t('dialog.previewTitle')}</p>
      <ul className="mt-1 space-y-1">
        {changed.map(({ scrubbed }, index) => (
          <li key={index} className="break-words">
            {scrubbed}
          </li>
        ))}
      </ul>
    </div>
  );
}
