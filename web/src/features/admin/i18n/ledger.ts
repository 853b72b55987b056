/** The ledger screen's words (/admin/ledger), English and Kiswahili key for key. */
export const ledgerEn = {
  title: 'Ledger',
  subtitle: 'Every payment, refund, payout and platform fee with its M-Pesa receipt. Dates and days are East Africa Time.',
  download: 'Download CSV', downloading: 'Preparing the file...', downloaded: 'Saved {{name}}', downloadFailed: 'Could not download the ledger.',
  filters: {
    title: 'Filters', kind: 'Kind', state: 'State', from: 'From (EAT)', to: 'To (EAT)', allKinds: 'All kinds', allStates: 'All states',
    clear: 'Clear filters', reversed: 'The first day must not be after the last.',
    presets: { today: 'Today', last7: 'Last 7 days', thisMonth: 'This month', all: 'All time' },
  },
  kinds: { payment: 'Payment', refund: 'Refund', payout: 'Payout', platform_fee: 'Platform fee' },
  states: {
    pending: 'Pending', completed: 'Completed', failed: 'Failed', refund_pending: 'Refund on its way', refunded: 'Refunded',
    refund_failed: 'Refund refused', held: 'Held', queued: 'Queued', awaiting_phone: 'Waiting for a verified phone', processing: 'Sending', paid: 'Paid', disputed: 'Disputed',
    earned: 'Earned',
  },
  columns: { when: 'Date and time (EAT)', kind: 'Kind', item: 'Item', amount: 'Amount', receipt: 'M-Pesa receipt', state: 'State' },
  payment: 'Payment #{{id}}', noReceipt: 'No receipt yet', entries: 'Entries ({{count}})', empty: 'Nothing matches these filters.',
  truncated: 'Too many payments match to list them all: only the newest are shown, and the CSV has the same rows. Choose fewer days to see the rest.',
  daily: {
    title: 'Daily totals (EAT)', empty: 'No money moved in this period.',
    columns: { day: 'Day', moneyIn: 'Money in', refunds: 'Refunds sent', payoutsSent: 'Payouts sent', platformRevenue: 'Platform revenue' },
  },
  books: {
    title: 'The books', allTime: 'All-time totals, whatever the filters.',
    moneyIn: 'Money in', refunds: 'Refunds', refundsDetail: '{{sent}} sent, {{owed}} on the way or refused',
    payoutsSent: 'Payouts sent', payoutsHeld: 'Payouts held', platformRevenue: 'Platform revenue',
    rule: 'Money in = refunds + payouts sent + payouts held + platform revenue',
    balanced: 'Balanced', unbalanced: 'Does not balance by {{amount}}',
  },
};

export const ledgerSw: typeof ledgerEn = {
  title: 'Daftari la fedha',
  subtitle: 'Kila malipo, urejeshaji, malipo kwa mwokotaji na ada ya jukwaa pamoja na risiti yake ya M-Pesa. Tarehe na siku ni za Saa za Afrika Mashariki (EAT).',
  download: 'Pakua CSV', downloading: 'Tunaandaa faili...', downloaded: 'Imehifadhiwa {{name}}', downloadFailed: 'Imeshindikana kupakua daftari.',
  filters: {
    title: 'Vichujio', kind: 'Aina', state: 'Hali', from: 'Kuanzia (EAT)', to: 'Hadi (EAT)', allKinds: 'Aina zote', allStates: 'Hali zote',
    clear: 'Futa vichujio', reversed: 'Siku ya kwanza isiwe baada ya siku ya mwisho.',
    presets: { today: 'Leo', last7: 'Siku 7 zilizopita', thisMonth: 'Mwezi huu', all: 'Tangu mwanzo' },
  },
  kinds: { payment: 'Malipo', refund: 'Urejeshaji', payout: 'Malipo kwa mwokotaji', platform_fee: 'Ada ya jukwaa' },
  states: {
    pending: 'Inasubiri', completed: 'Imekamilika', failed: 'Imeshindikana', refund_pending: 'Pesa inarejeshwa', refunded: 'Imerejeshwa',
    refund_failed: 'Urejeshaji umekataliwa', held: 'Imeshikiliwa', queued: 'Imepangwa', awaiting_phone: 'Inasubiri simu iliyothibitishwa', processing: 'Inatumwa', paid: 'Imelipwa',
    disputed: 'Ina mzozo', earned: 'Imepatikana',
  },
  columns: { when: 'Tarehe na saa (EAT)', kind: 'Aina', item: 'Kitu', amount: 'Kiasi', receipt: 'Risiti ya M-Pesa', state: 'Hali' },
  payment: 'Malipo #{{id}}', noReceipt: 'Bado hakuna risiti', entries: 'Maingizo ({{count}})', empty: 'Hakuna kinacholingana na vichujio hivi.',
  truncated: 'Malipo yanayolingana ni mengi mno kuorodheshwa yote: yanaonyeshwa mapya zaidi tu, na CSV ina safu hizo hizo. Chagua siku chache zaidi kuona mengine.',
  daily: {
    title: 'Jumla za kila siku (EAT)', empty: 'Hakuna pesa iliyohamishwa katika kipindi hiki.',
    columns: { day: 'Siku', moneyIn: 'Pesa iliyoingia', refunds: 'Pesa iliyorejeshwa', payoutsSent: 'Malipo yaliyotumwa', platformRevenue: 'Mapato ya jukwaa' },
  },
  books: {
    title: 'Hesabu', allTime: 'Jumla tangu mwanzo, bila kujali vichujio.',
    moneyIn: 'Pesa iliyoingia', refunds: 'Marejesho', refundsDetail: '{{sent}} zimerejeshwa, {{owed}} njiani au zimekataliwa',
    payoutsSent: 'Malipo yaliyotumwa', payoutsHeld: 'Malipo yaliyoshikiliwa', platformRevenue: 'Mapato ya jukwaa',
    rule: 'Pesa iliyoingia = marejesho + malipo yaliyotumwa + malipo yaliyoshikiliwa + mapato ya jukwaa',
    balanced: 'Hesabu zinalingana', unbalanced: 'Hesabu hazilingani kwa {{amount}}',
  },
};
