import { registerTranslations } from '../../i18n';

export const DOCUMENTS_NS = 'documents';

const en = {
  lookup: {
    title: 'Was my document found?',
    summary: 'Lost an ID, passport or licence? Check by its number',
    body: 'Type the number printed on your national ID, passport, driving licence, student ID or KRA PIN. Finders may give it privately: we never show it, and we only tell you where and when a document with that number was found.',
    label: 'Document number',
    placeholder: 'e.g. 12345678',
    submit: 'Check',
    checking: 'Checking...',
    found_one: 'Good news: a document with this number was found.',
    found_other: 'Good news: {{count}} documents with this number were found.',
    foundItem: 'Found in {{county}} on {{date}}',
    open: 'Open it to claim it',
    notFound: 'No document with this number has been found yet.',
    notFoundHint: 'File a lost report with the number and we tell you the moment a finder posts it.',
    report: 'Tell me when it is found',
    ussd: 'No smartphone? Dial {{code}} and choose 2.',
    failed: 'Could not check the number. Please try again.',
    limited: 'You have checked many numbers. Please wait and try again later.',
  },
};

const sw: typeof en = {
  lookup: {
    title: 'Je, hati yangu imepatikana?',
    summary: 'Umepoteza kitambulisho, pasipoti au leseni? Angalia kwa nambari yake',
    body: 'Andika nambari iliyochapishwa kwenye kitambulisho chako, pasipoti, leseni ya udereva, kitambulisho cha mwanafunzi au KRA PIN. Waokotaji wanaweza kuitoa kwa siri: hatuionyeshi kamwe, tunakuambia tu wapi na lini hati yenye nambari hiyo ilipatikana.',
    label: 'Nambari ya hati',
    placeholder: 'mf. 12345678',
    submit: 'Angalia',
    checking: 'Inaangalia...',
    found_one: 'Habari njema: hati yenye nambari hii imepatikana.',
    found_other: 'Habari njema: hati {{count}} zenye nambari hii zimepatikana.',
    foundItem: 'Ilipatikana {{county}} tarehe {{date}}',
    open: 'Ifungue uidai',
    notFound: 'Hakuna hati yenye nambari hii iliyopatikana bado.',
    notFoundHint: 'Weka ripoti ya kitu kilichopotea pamoja na nambari, nasi tutakuambia mara tu mwokotaji atakapoiweka.',
    report: 'Niambie ikipatikana',
    ussd: 'Huna simu janja? Piga {{code}} uchague 2.',
    failed: 'Hatukuweza kuangalia nambari. Tafadhali jaribu tena.',
    limited: 'Umeangalia nambari nyingi. Tafadhali subiri kisha ujaribu tena baadaye.',
  },
};

registerTranslations(DOCUMENTS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    documents: typeof en;
  }
}
