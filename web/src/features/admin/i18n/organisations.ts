/** The admin's organisations page and the analytics table of items held and collected (English and Kiswahili, key for key). */
export const organisationsEn = {
  title: 'Organisations',
  subtitle: 'Police stations, chiefs\' offices, SACCOs and others that hold found items. Verify one before it can post.',
  statusLabel: 'Show',
  tabs: { pending: 'Waiting', verified: 'Verified', suspended: 'Suspended', rejected: 'Rejected' },
  statuses: { pending: 'Waiting for verification', verified: 'Verified', suspended: 'Suspended', rejected: 'Rejected' },
  empty: {
    pending: 'No organisation is waiting for verification.',
    verified: 'No verified organisations yet.',
    suspended: 'No suspended organisations.',
    rejected: 'No rejected organisations.',
  },
  kinds: {
    police_station: 'Police station', chiefs_office: 'Chief\'s office', sacco: 'SACCO or transport office', campus: 'Campus',
    mall: 'Mall', hospital: 'Hospital', church: 'Church', mpesa_agent: 'M-Pesa agent', other: 'Other',
  },
  applicant: 'Applied by {{name}} ({{phone}})',
  applicantNoPhone: 'Applied by {{name}}',
  applied: 'Applied {{date}}',
  verifiedOn: 'Verified {{date}}',
  counts: 'Held {{held}} · Collected {{collected}}',
  reason: 'Reason: {{reason}}',
  publicPage: 'Public page',
  dropOffs: 'Takes drop-offs',
  actions: {
    verify: {
      button: 'Verify', title: 'Verify {{name}}?', confirm: 'Verify', success: 'Organisation verified',
      description: 'It gets the verified badge and its members can post the items it holds.',
    },
    reject: {
      button: 'Reject', title: 'Reject {{name}}?', confirm: 'Reject', success: 'Application rejected',
      description: 'It cannot post. Say why, so the applicant knows what to fix.',
    },
    suspend: {
      button: 'Suspend', title: 'Suspend {{name}}?', confirm: 'Suspend', success: 'Organisation suspended',
      description: 'Its page and badge are hidden and its members cannot post until you reinstate it.',
    },
    reinstate: {
      button: 'Reinstate', title: 'Reinstate {{name}}?', confirm: 'Reinstate', success: 'Organisation reinstated',
      description: 'It is verified again: its page, badge and posting come back.',
    },
    reasonLabel: 'Reason (optional)',
    reasonHint: 'Kept in the audit log. When you reject or suspend, the applicant reads it in their notifications.',
    failed: 'Could not change the organisation',
  },
  analytics: {
    title: 'Items held and collected per organisation',
    organisation: 'Organisation',
    held: 'Held',
    collected: 'Collected',
    rate: 'Collected share',
    empty: 'No verified organisation has held an item yet.',
    note: 'Verified organisations only; items they held in all time.',
  },
};

export const organisationsSw: typeof organisationsEn = {
  title: 'Mashirika',
  subtitle: 'Vituo vya polisi, ofisi za machifu, SACCO na mengine yanayohifadhi vitu vilivyookotwa. Thibitisha shirika kabla halijaweka vitu.',
  statusLabel: 'Onyesha',
  tabs: { pending: 'Yanasubiri', verified: 'Yaliyothibitishwa', suspended: 'Yaliyosimamishwa', rejected: 'Yaliyokataliwa' },
  statuses: { pending: 'Linasubiri uthibitisho', verified: 'Limethibitishwa', suspended: 'Limesimamishwa', rejected: 'Limekataliwa' },
  empty: {
    pending: 'Hakuna shirika linalosubiri uthibitisho.',
    verified: 'Bado hakuna shirika lililothibitishwa.',
    suspended: 'Hakuna shirika lililosimamishwa.',
    rejected: 'Hakuna shirika lililokataliwa.',
  },
  kinds: {
    police_station: 'Kituo cha polisi', chiefs_office: 'Ofisi ya chifu', sacco: 'Ofisi ya SACCO au ya usafiri', campus: 'Chuo',
    mall: 'Duka kuu (mall)', hospital: 'Hospitali', church: 'Kanisa', mpesa_agent: 'Wakala wa M-Pesa', other: 'Nyingine',
  },
  applicant: 'Limeombwa na {{name}} ({{phone}})',
  applicantNoPhone: 'Limeombwa na {{name}}',
  applied: 'Ombi lilitumwa {{date}}',
  verifiedOn: 'Lilithibitishwa {{date}}',
  counts: 'Limehifadhi {{held}} · Vimechukuliwa {{collected}}',
  reason: 'Sababu: {{reason}}',
  publicPage: 'Ukurasa wa umma',
  dropOffs: 'Hupokea vitu vilivyookotwa',
  actions: {
    verify: {
      button: 'Thibitisha', title: 'Uthibitishe {{name}}?', confirm: 'Thibitisha', success: 'Shirika limethibitishwa',
      description: 'Litapata alama ya kuthibitishwa na wanachama wake wataweza kuweka vitu linavyohifadhi.',
    },
    reject: {
      button: 'Kataa', title: 'Ukatae {{name}}?', confirm: 'Kataa', success: 'Ombi limekataliwa',
      description: 'Halitaweza kuweka vitu. Eleza sababu, ili mwombaji ajue cha kurekebisha.',
    },
    suspend: {
      button: 'Simamisha', title: 'Usimamishe {{name}}?', confirm: 'Simamisha', success: 'Shirika limesimamishwa',
      description: 'Ukurasa wake na alama yake vitafichwa, na wanachama wake hawataweza kuweka vitu hadi utakapolirejesha.',
    },
    reinstate: {
      button: 'Rejesha', title: 'Urejeshe {{name}}?', confirm: 'Rejesha', success: 'Shirika limerejeshwa',
      description: 'Linathibitishwa tena: ukurasa wake, alama yake na kuweka vitu vinarudi.',
    },
    reasonLabel: 'Sababu (si lazima)',
    reasonHint: 'Itahifadhiwa kwenye kumbukumbu za ukaguzi. Ukikataa au ukisimamisha, mwombaji ataisoma kwenye arifa zake.',
    failed: 'Hatukuweza kubadilisha shirika',
  },
  analytics: {
    title: 'Vitu vilivyohifadhiwa na kuchukuliwa kwa kila shirika',
    organisation: 'Shirika',
    held: 'Vilivyohifadhiwa',
    collected: 'Vilivyochukuliwa',
    rate: 'Sehemu iliyochukuliwa',
    empty: 'Bado hakuna shirika lililothibitishwa lililohifadhi kitu.',
    note: 'Mashirika yaliyothibitishwa tu; vitu vyote yaliyowahi kuhifadhi.',
  },
};
