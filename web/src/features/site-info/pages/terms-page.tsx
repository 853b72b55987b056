import { useTranslation } from '../../../i18n';
import { formatKsh } from '../../../lib/format';
import { useFees, useSupportContact } from '../../../lib/public-data';
import { LegalDocument, type LegalDocumentContent } from '../components/legal-document';
import { TERMS_NS } from '../terms/i18n';

/** /terms-and-conditions: the fees are the live settings, not numbers written into the text. */
export default function TermsPage() {
  const { tObject } = useTranslation(TERMS_NS);
  const fees = useFees();
  const support = useSupportContact();
  const content = tObject<LegalDocumentContent>('document', {
    totalFee: formatKsh(fees.totalFee),
    finderAmount: formatKsh(fees.finderAmount),
    platformAmount: formatKsh(fees.platformAmount),
    email: support?.email ?? '…',
    phone: support?.phone ?? '…',
  });
  return <LegalDocument content={content} />;
}
