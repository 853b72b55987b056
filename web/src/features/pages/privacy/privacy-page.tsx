import { useTranslation } from '../../../i18n';
import { LegalDocument, type LegalDocumentContent } from '../components/legal-document';
import { useSupportContact } from '../../../lib/public-data';
import { PRIVACY_NS } from './i18n';

/** /privacy-policy */
export default function PrivacyPage() {
  const { tObject } = useTranslation(PRIVACY_NS);
  const support = useSupportContact();
  const content = tObject<LegalDocumentContent>('document', { email: support?.email ?? '…', phone: support?.phone ?? '…' });
  return <LegalDocument content={content} />;
}
