/**
 * To admins: an organisation applied and waits for verification (docs/decisions/0261). Our words
 * only: the name and texts the applicant typed are in the admin's list, not in the e-mail.
 */
import { renderMail, type MailLanguage, type RenderedMail } from './layout';

const WORDS = {
  en: {
    subject: 'A new organisation waits for verification',
    intro: 'An organisation (a police station, a chief, a SACCO, a campus …) applied to hand over found things on Okota. Check it and verify or reject it.',
    button: 'Open the organisations list',
  },
  sw: {
    subject: 'Shirika jipya linasubiri kuthibitishwa',
    intro: 'Shirika (kituo cha polisi, chifu, SACCO, chuo …) limeomba kukabidhi vitu vilivyopatikana kwenye Okota. Liangalie ulithibitishe au ulikatae.',
    button: 'Fungua orodha ya mashirika',
  },
};

export function organisationAppliedMail(options: { language: MailLanguage; url: string; supportEmail: string }): RenderedMail {
  const w = WORDS[options.language];
  return renderMail({
    language: options.language,
    subject: w.subject,
    heading: w.subject,
    supportEmail: options.supportEmail,
    blocks: [
      { kind: 'paragraph', text: w.intro },
      { kind: 'button', label: w.button, url: options.url },
    ],
  });
}
