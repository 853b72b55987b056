import { RETENTION } from '@okota/shared';
import { useTranslation } from '../../../i18n';
import { LegalDocument, type LegalDocumentContent } from '../components/legal-document';
import { useSupportContact } from '../../../lib/public-data';
import { PRIVACY_NS } from '../privacy/i18n';

/** /privacy-policy */
export default function PrivacyPage() {
  const { tObject } = useTranslation(PRIVACY_NS);
  const support = useSupportContact();
  // The periods come from the rule the server's retention job keeps (shared RETENTION), never a copy.
  const content = tObject<LegalDocumentContent>('document', {
    email: support?.email ?? '…',
    phone: support?.phone ?? '…',
    proofDays: RETENTION.claimProofDays,
    reportDays: RETENTION.closedLostReportDays,
    signUpDays: RETENTION.unfinishedSignUpDays,
    messageMonths: RETENTION.messagesAfterHandOverMonths,
    smsDays: RETENTION.smsTextDays,
    ussdMonths: RETENTION.ussdLanguageMonths,
  });
  return <LegalDocument content={content} />;
}
