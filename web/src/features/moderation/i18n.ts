import { registerTranslations } from '../../i18n';

export const MODERATION_NS = 'moderation';

const en = {
  hide: 'Hide',
  show: 'Show',
  delete: 'Delete',
  hideLabel: 'Hide "{{title}}"',
  showLabel: 'Show "{{title}}"',
  deleteLabel: 'Delete "{{title}}"',
  hideDialog: {
    title: 'Hide "{{title}}"',
    description: 'The item disappears from search and its page at once. It stays in the database and can be unhidden from Admin → Items.',
    confirm: 'Hide Item',
  },
  deleteDialog: {
    title: 'Remove item',
    description: 'Are you sure you want to permanently remove "{{title}}"? The finder is told; records and payments are kept for the audit trail.',
    confirm: 'Remove',
  },
  reason: 'Reason (required)',
  reasonPlaceholder: 'e.g. Duplicate listing, suspected stolen goods',
  cancel: 'Cancel',
  working: 'Saving...',
  success: 'Success',
  error: 'Error',
  hidden: 'Item has been hidden from public view',
  shown: 'Item is now visible to users',
  removed: 'Item has been removed',
  hideFailed: 'Failed to hide item',
  unhideFailed: 'Failed to unhide item',
  deleteFailed: 'Failed to delete item',
};

const sw: typeof en = {
  hide: 'Ficha',
  show: 'Onyesha',
  delete: 'Futa',
  hideLabel: 'Ficha "{{title}}"',
  showLabel: 'Onyesha "{{title}}"',
  deleteLabel: 'Futa "{{title}}"',
  hideDialog: {
    title: 'Ficha "{{title}}"',
    description: 'Kitu kitaondoka kwenye utafutaji na ukurasa wake mara moja. Kinabaki kwenye hifadhidata na kinaweza kuonyeshwa tena kutoka Msimamizi → Vitu.',
    confirm: 'Ficha Kitu',
  },
  deleteDialog: {
    title: 'Ondoa kitu',
    description: 'Una uhakika unataka kuondoa "{{title}}" kabisa? Mwokotaji atajulishwa; kumbukumbu na malipo huhifadhiwa kwa ukaguzi.',
    confirm: 'Ondoa',
  },
  reason: 'Sababu (inahitajika)',
  reasonPlaceholder: 'k.m. Tangazo linalojirudia, kinashukiwa kuibwa',
  cancel: 'Ghairi',
  working: 'Inahifadhi...',
  success: 'Imefanikiwa',
  error: 'Hitilafu',
  hidden: 'Kitu kimefichwa wasionekane na umma',
  shown: 'Kitu sasa kinaonekana kwa watumiaji',
  removed: 'Kitu kimeondolewa',
  hideFailed: 'Imeshindwa kuficha kitu',
  unhideFailed: 'Imeshindwa kuonyesha kitu',
  deleteFailed: 'Imeshindwa kufuta kitu',
};

registerTranslations(MODERATION_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    moderation: typeof en;
  }
}
