/**
 * The e-mails of lost reports, in the owner's language: a possible match (with a link to the
 * item) and the reminder a week before a report expires. Nothing about the finder is in them, and
 * nothing the finder typed: the item is its county and day (docs/decisions/0231).
 */
import { renderMail, type MailLanguage, type RenderedMail } from '../../integrations/mail/templates/layout';

const WORDS = {
  en: {
    matchSubject: 'Possible match for your lost item',
    matchHeading: 'Someone may have found your item',
    matchIntro: (name: string, report: string) => `Hello ${name}, a found item was just posted that looks like what you reported lost ("${report}").`,
    matchWhere: (county: string, date: string) => `Found in ${county} on ${date}.`,
    matchNext: 'Open it to check the photos and answer the finder’s security questions. If it is yours, you pay the fee by M-Pesa to get the finder’s contact.',
    viewItem: 'View the item',
    reminderSubject: (title: string) => `Your lost report "${title}" expires in a week`,
    reminderHeading: 'Still looking?',
    reminderIntro: (name: string, report: string, date: string) =>
      `Hello ${name}, your lost report "${report}" expires on ${date}. After that we stop looking for matches.`,
    reminderNext: 'Renew it to keep looking for another 90 days, or close it if you found your item.',
    openReports: 'My lost reports',
  },
  sw: {
    matchSubject: 'Huenda kitu chako kimepatikana',
    matchHeading: 'Huenda mtu amepata kitu chako',
    matchIntro: (name: string, report: string) =>
      `Habari ${name}, kitu kilichopatikana kimewekwa sasa hivi na kinafanana na ulichoripoti kupotea ("${report}").`,
    matchWhere: (county: string, date: string) => `Kilipatikana ${county} tarehe ${date}.`,
    matchNext: 'Kifungue uone picha na ujibu maswali ya usalama ya aliyekipata. Kama ni chako, utalipa ada kwa M-Pesa upate mawasiliano yake.',
    viewItem: 'Tazama kitu',
    reminderSubject: (title: string) => `Ripoti yako "${title}" itaisha baada ya wiki moja`,
    reminderHeading: 'Bado unatafuta?',
    reminderIntro: (name: string, report: string, date: string) =>
      `Habari ${name}, ripoti yako ya kitu kilichopotea "${report}" itaisha tarehe ${date}. Baada ya hapo hatutatafuta tena vinavyolingana.`,
    reminderNext: 'Ifanye upya uendelee kutafuta kwa siku 90 zaidi, au uifunge kama umekipata kitu chako.',
    openReports: 'Ripoti zangu za vilivyopotea',
  },
};

const languageOf = (value: string): MailLanguage => (value === 'sw' ? 'sw' : 'en');

/** 2026-03-04 → '4 March 2026' (or '4 Machi 2026') in East Africa Time. */
export function formatMailDate(value: string | Date, language: MailLanguage): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00+03:00`) : value;
  return date.toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric' });
}

export function matchFoundMail(options: {
  language: string;
  firstName: string;
  reportTitle: string;
  county: string;
  dateFound: string;
  itemUrl: string;
  supportEmail: string;
}): RenderedMail {
  const language = languageOf(options.language);
  const w = WORDS[language];
  return renderMail({
    language,
    subject: w.matchSubject,
    heading: w.matchHeading,
    supportEmail: options.supportEmail,
    blocks: [
      { kind: 'paragraph', text: w.matchIntro(options.firstName, options.reportTitle) },
      { kind: 'paragraph', text: w.matchWhere(options.county, formatMailDate(options.dateFound, language)) },
      { kind: 'paragraph', text: w.matchNext },
      { kind: 'button', label: w.viewItem, url: options.itemUrl },
    ],
  });
}

export function expiryReminderMail(options: {
  language: string;
  firstName: string;
  reportTitle: string;
  expiresAt: Date;
  reportsUrl: string;
  supportEmail: string;
}): RenderedMail {
  const language = languageOf(options.language);
  const w = WORDS[language];
  return renderMail({
    language,
    subject: w.reminderSubject(options.reportTitle),
    heading: w.reminderHeading,
    supportEmail: options.supportEmail,
    blocks: [
      { kind: 'paragraph', text: w.reminderIntro(options.firstName, options.reportTitle, formatMailDate(options.expiresAt, language)) },
      { kind: 'paragraph', text: w.reminderNext },
      { kind: 'button', label: w.openReports, url: options.reportsUrl },
    ],
  });
}
