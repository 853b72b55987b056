import { useTranslation } from '../../../i18n';
import { LegalDocument, type LegalDocumentContent } from '../components/legal-document';
import { SUPPORT_CONTACT } from '../support';
import { PRIVACY_NS } from './i18n';

/** /privacy-policy */
export default function PrivacyPage() {
  const { tObject } = useTranslation(PRIVACY_NS);
  const content = tObject<LegalDocumentContent>('document', { email: SUPPORT_CONTACT.email, phone: SUPPORT_CONTACT.phoneDisplay });
  return <LegalDocument content={content} />;
}
