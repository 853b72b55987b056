/** The settings screen's words (/admin/settings): the claim fee, its split and how payments run, English and Kiswahili key for key. */
export const settingsEn = {
  title: 'Payment Settings',
  subtitle: 'The fee every owner pays, and where it goes.',
  stats: { totalPayments: 'Total Payments', platformRevenue: 'Platform Revenue', finderPayments: 'Finder Payments', successRate: 'Success Rate' },
  statsHint: {
    totalPayments: 'Completed M-Pesa payments',
    platformRevenue: 'Kept by the platform',
    finderPayments: 'Owed or paid to finders',
    successRate: 'Completed out of finished payments',
  },
  form: {
    title: 'Claim fee',
    finderAmount: 'Finder Amount (KSh)',
    finderHint: 'Between KSh 50 and KSh 500',
    platformAmount: 'Platform Amount (KSh)',
    platformHint: 'Between KSh 10 and KSh 200',
    total: 'Total the owner pays',
    split: '{{finder}}% to the finder, {{platform}}% to the platform',
    save: 'Update Fees',
    saving: 'Updating...',
    current: 'Current fee: {{total}}',
  },
  invalidTitle: 'Invalid Amount',
  updatedTitle: 'Fee Updated Everywhere!',
  updated: 'Payment settings have been updated successfully.',
  failed: 'Failed to update settings. Please try again.',
  automatic: {
    title: 'Automatic Payment System',
    steps: [
      'The owner pays the total fee by M-Pesa (STK push) once the finder approves their claim.',
      "The platform keeps its amount; the finder's amount is held until the claimer confirms the hand-over, or 72 hours pass without a dispute.",
      "The finder's amount is then sent to the finder's M-Pesa automatically (B2C); failed payouts are retried and shown under Payouts.",
      'A new fee applies to payments started after the change; payments already started keep their fee.',
    ],
  },
};

export const settingsSw: typeof settingsEn = {
  title: 'Mipangilio ya Malipo',
  subtitle: 'Ada ambayo kila mwenye kitu hulipa, na inakokwenda.',
  stats: { totalPayments: 'Malipo Yote', platformRevenue: 'Mapato ya Jukwaa', finderPayments: 'Malipo ya Waokotaji', successRate: 'Kiwango cha Mafanikio' },
  statsHint: {
    totalPayments: 'Malipo ya M-Pesa yaliyokamilika',
    platformRevenue: 'Yanayobaki kwa jukwaa',
    finderPayments: 'Yanayodaiwa au yaliyolipwa kwa waokotaji',
    successRate: 'Yaliyokamilika kati ya malipo yaliyomalizika',
  },
  form: {
    title: 'Ada ya kudai',
    finderAmount: 'Kiasi cha Mwokotaji (KSh)',
    finderHint: 'Kati ya KSh 50 na KSh 500',
    platformAmount: 'Kiasi cha Jukwaa (KSh)',
    platformHint: 'Kati ya KSh 10 na KSh 200',
    total: 'Jumla anayolipa mwenye kitu',
    split: '{{finder}}% kwa mwokotaji, {{platform}}% kwa jukwaa',
    save: 'Sasisha Ada',
    saving: 'Inasasisha...',
    current: 'Ada ya sasa: {{total}}',
  },
  invalidTitle: 'Kiasi Si Sahihi',
  updatedTitle: 'Ada Imesasishwa Kila Mahali!',
  updated: 'Mipangilio ya malipo imesasishwa.',
  failed: 'Imeshindwa kusasisha mipangilio. Tafadhali jaribu tena.',
  automatic: {
    title: 'Mfumo wa Malipo wa Kiotomatiki',
    steps: [
      'Mwenye kitu hulipa ada yote kwa M-Pesa (STK push) baada ya mwokotaji kuidhinisha dai lake.',
      'Jukwaa hubaki na kiasi chake; kiasi cha mwokotaji hushikiliwa hadi mwenye kitu athibitishe makabidhiano, au saa 72 zipite bila mgogoro.',
      'Kisha kiasi cha mwokotaji hutumwa kwenye M-Pesa yake moja kwa moja (B2C); malipo yaliyoshindwa hujaribiwa tena na huonekana chini ya Malipo kwa Waokotaji.',
      'Ada mpya hutumika kwa malipo yanayoanza baada ya mabadiliko; malipo yaliyokwisha anza hubaki na ada yake.',
    ],
  },
};
