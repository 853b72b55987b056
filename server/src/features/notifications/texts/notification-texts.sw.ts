/** The Kiswahili words of every notification kind, as spoken in Kenya (decisions/0211). */
import { formatKsh, type RefundReason } from '@okota/shared';
import { formatNotificationDate } from './notification-date';
import type { NotificationTemplates } from './notification-kinds';

const WHY_REFUNDED: Record<RefundReason, string> = {
  dispute: 'Baada ya kuchunguza ripoti yako, tunakurejeshea pesa.',
  claim_revoked: 'Aliyekipata aliondoa idhini ya dai lako kabla malipo yako hayajatufikia.',
  item_removed: 'Kitu hiki kiliondolewa kabla malipo yako hayajatufikia.',
  already_paid: 'Ulikuwa umeshalipia dai hili.',
};

export const SW: NotificationTemplates = {
  claim_received: {
    title: 'Dai jipya kwa kitu chako',
    message: (p) => `Mtu amejibu maswali ya usalama ya "${p.item}". Angalia majibu yake.`,
  },
  claim_waiting: {
    title: 'Dai linasubiri jibu lako',
    message: (p) => `Mtu anasubiri jibu lako kuhusu "${p.item}". Soma majibu yake, kisha ukubali au ukatae dai.`,
  },
  pay_waiting: {
    title: 'Lipa upate kitu chako',
    message: (p) => `Aliyekipata alikubali dai lako la "${p.item}" jana. Lipa ada ujue jinsi ya kukipata.`,
  },
  claim_approved: {
    title: 'Dai limekubaliwa',
    message: (p) =>
      p.held === 'free'
        ? `Dai lako la "${p.item}" limekubaliwa. Hakuna cha kulipa: msimbo wako wa kuchukua uko kwenye ukurasa wa kitu na umetumwa kwa SMS. Uonyeshe kwenye dawati kinapohifadhiwa.`
        : p.held === 'yes'
          ? `Dai lako la "${p.item}" limekubaliwa. Lipa ada upate msimbo wa kuchukua kwa SMS, kisha ukichukue kwenye dawati.`
          : `Aliyekipata amekubali dai lako la "${p.item}". Lipa ada upate mawasiliano yake.`,
  },
  claim_rejected: { title: 'Dai limekataliwa', message: (p) => `Aliyekipata amekataa dai lako la "${p.item || 'kitu hiki'}": ${p.note}` },
  approval_withdrawn: { title: 'Idhini imeondolewa', message: (p) => `Aliyekipata amekataa dai lako la "${p.item || 'kitu hiki'}": ${p.note}` },
  claim_withdrawn_account_closed: {
    title: 'Dai limeondolewa',
    message: (p) => `Mdai mmoja amefunga akaunti yake, kwa hiyo dai lake la "${p.item}" limeondolewa. Kitu kiko wazi kwa madai mengine.`,
  },
  claim_closed_account_closed: {
    title: 'Dai limefungwa',
    message: (p) => `Aliyekipata "${p.item}" amefunga akaunti yake, kwa hiyo kitu kimeondolewa na dai lako limefungwa. Hakuna kilicholipwa.`,
  },
  claim_closed_item_withdrawn: {
    title: 'Dai limefungwa',
    message: (p) =>
      `Aliyekipata ameondoa tangazo la "${p.item}" (mwenyewe amekipata kwa njia nyingine, au kimekabidhiwa), kwa hiyo dai lako limefungwa. Hakuna kilicholipwa.`,
  },
  claim_closed_holding_ended: {
    title: 'Dai limefungwa',
    message: (p) => `Muda wa kuhifadhi "${p.item}" umeisha kabla hakijachukuliwa, kwa hiyo tangazo limefungwa pamoja na dai lako. Hakuna kilicholipwa.`,
  },
  held_item_expiring: {
    title: 'Muda wa kuhifadhi unaisha karibuni',
    message: (p) =>
      `"${p.item}" kimehifadhiwa kwenye dawati lenu karibu muda wote wa kuhifadhi: kitaondolewa Okota tarehe ${formatNotificationDate(p.until, 'sw')} mwenyewe asipokidai.`,
  },
  message_received: { title: 'Ujumbe mpya', message: (p) => `${p.sender}: ${p.preview}` },
  review_received: { title: 'Tathmini mpya', message: (p) => `${p.reviewer} amekupa alama ${p.rating}/5 kwa "${p.item}".` },
  item_hidden: {
    title: 'Kitu kimefichwa',
    message: (p) => `Kitu chako "${p.item}" kimefichwa na msimamizi, hakionekani tena kwa umma. Sababu: ${p.reason}`,
  },
  item_held_contact_review: {
    title: 'Tangazo limesimamishwa likaguliwe',
    message: () =>
      'Limesimamishwa likaguliwe — huenda lina maelezo ya mawasiliano, kama nambari ya simu, barua pepe au jina la mtandaoni — ' +
      'lihariri na litakaguliwa upya; kilichobaki na shaka kitasubiri mtu akikague. Halionekani kwa umma kwa sasa.',
  },
  item_held_scam_report: {
    title: 'Tangazo limesimamishwa likaguliwe',
    message: () =>
      'Limesimamishwa likaguliwe — mtu ameliripoti kuwa huenda ni utapeli — mtu wa Okota atalikagua, kwa kawaida ndani ya siku moja. ' +
      'Ikiwa ripoti si ya kweli, litaonekana tena; huhitaji kufanya chochote.',
  },
  item_held_for_admins: {
    title: 'Tangazo linasubiri ukaguzi',
    message: (p) =>
      `Mfumo wetu umesimamisha "${p.item}" likaguliwe: ${p.heldFor === 'scam' ? 'mtumiaji anayeaminika ameliripoti kama utapeli' : 'huenda lina maelezo ya mawasiliano'}. Lionyeshe tena au uliondoe.`,
  },
  item_removed: {
    title: 'Kitu kimeondolewa',
    message: (p) => `Kitu chako "${p.item}" kimeondolewa na msimamizi. Sababu: ${p.reason}${p.note ? `\n${p.note}` : ''}`,
  },
  match_found: { title: 'Huenda ni chako', message: (p) => `Kitu kilichopatikana huenda ni "${p.report}" yako: ${p.item}, kilipatikana ${p.county}.` },
  lost_report_expiring: {
    title: 'Ripoti ya kitu kilichopotea inaisha karibuni',
    message: (p) => `Ripoti yako "${p.report}" itaisha tarehe ${formatNotificationDate(p.expiresAt, 'sw')}. Ifanye upya uendelee kutafuta.`,
  },
  payment_received: {
    title: 'Malipo yamefaulu',
    message: (p) =>
      `Tumepokea ${formatKsh(p.amount)} zako za "${p.item}"${p.receipt ? ` (M-Pesa ${p.receipt})` : ''}. Mawasiliano ya aliyekipata sasa yako kwenye ukurasa wa kitu.`,
  },
  owner_paid: {
    title: 'Mwenye kitu amelipa',
    message: (p) =>
      `Mwenye "${p.item}" amelipa ada. Panga makabidhiano: ${formatKsh(p.amount)} zako zitatumwa kwenye M-Pesa yako akithibitisha amekipokea, au saa 72 baada ya malipo kama hakuna tatizo litakaloripotiwa.`,
  },
  collection_code_sent: {
    title: 'Malipo yamefaulu: chukua kitu chako',
    message: (p) =>
      `Tumepokea ${formatKsh(p.amount)} zako za "${p.item}"${p.receipt ? ` (M-Pesa ${p.receipt})` : ''}. Msimbo wako wa kuchukua kitu umetumwa kwa SMS: uonyeshe pamoja na kitambulisho chako kwenye dawati kinapohifadhiwa kitu, kabla ya ${formatNotificationDate(p.until, 'sw')}.`,
  },
  held_item_paid: {
    title: 'Mwenye kitu atakichukua dawatini',
    message: (p) =>
      `Mwenye "${p.item}" amelipa na atakichukua dawatini kwa msimbo wake. ${p.amount ? `Sehemu ya aliyekipata, ${formatKsh(p.amount)}, italipwa atakapokichukua.` : 'Hakuna sehemu ya aliyekipata inayolipwa kwa kitu hiki.'}`,
  },
  item_collected: {
    title: 'Kimechukuliwa dawatini',
    message: (p) =>
      `Mwenye kitu amechukua "${p.item}" dawatini. ${p.amount ? `Sehemu ya aliyekipata, ${formatKsh(p.amount)}, iko njiani kwa M-Pesa.` : 'Makabidhiano yamekamilika.'}`,
  },
  item_dropped_off: {
    title: 'Kimepokelewa kwenye kituo cha makabidhiano',
    message: (p) => `"${p.item}" sasa kimehifadhiwa kwenye kituo cha makabidhiano. Utalipwa sehemu yako mwenye kitu atakapokichukua.`,
  },
  handover_confirmed: {
    title: 'Makabidhiano yamethibitishwa',
    message: (p) => `Mwenye kitu amethibitisha amepokea "${p.item || 'kitu chako'}". ${formatKsh(p.amount)} zako ziko njiani kwenda M-Pesa yako.`,
  },
  payout_sent: {
    title: 'Zawadi imetumwa kwenye M-Pesa yako',
    message: (p) => `${formatKsh(p.amount)} za "${p.item}" zimetumwa kwenye M-Pesa yako${p.receipt ? ` (${p.receipt})` : ''}. Asante kwa kukirudisha!`,
  },
  payout_released: {
    title: 'Zawadi imetolewa',
    message: (p) => `Saa 72 zimepita bila tatizo kuripotiwa kuhusu "${p.item}". ${formatKsh(p.amount)} zako ziko njiani kwenda M-Pesa yako.`,
  },
  payout_awaiting_phone: {
    title: 'Thibitisha nambari yako ya simu upokee zawadi',
    message: (p) =>
      p.notMpesa
        ? `${formatKsh(p.amount)} zako za "${p.item}" ziko tayari, lakini M-Pesa haiwezi kulipa nambari yako (si nambari ya Safaricom). Gusa hapa uweke nambari ya Safaricom (M-Pesa) kwenye wasifu wako na uithibitishe, na zitatumwa mara moja.`
        : `${formatKsh(p.amount)} zako za "${p.item}" ziko tayari. Tunatuma zawadi kwa nambari ya M-Pesa iliyothibitishwa tu: gusa hapa uithibitishe kwenye wasifu wako, na zitatumwa mara moja.`,
  },
  handover_reminder_owner: {
    title: 'Umerudishiwa kitu chako?',
    message: (p) => `Ulilipia "${p.item}" jana. Ukishakipata, thibitisha makabidhiano ili aliyekipata alipwe; kama kuna tatizo, liripoti.`,
  },
  handover_reminder_finder: {
    title: 'Kumbusho la makabidhiano',
    message: (p) => `Mwenye "${p.item}" alilipa jana. Pangeni makabidhiano kwenye mazungumzo; ${formatKsh(p.amount)} zako zitafuata akishathibitisha.`,
  },
  problem_reported: {
    title: 'Tatizo limeripotiwa',
    message: (p) => `Mwenye kitu ameripoti tatizo kuhusu makabidhiano ya "${p.item}". Malipo yako yamesimamishwa wakati timu yetu inachunguza.`,
  },
  dispute_opened: { title: 'Mzozo wa makabidhiano', message: (p) => `Malipo ${p.paymentId} ya "${p.item}": ${p.reason}` },
  dispute_closed_released: {
    title: 'Mzozo umefungwa',
    message: (p) => `Baada ya uchunguzi, malipo ya aliyekipata "${p.item}" yametolewa. ${p.note}`,
  },
  dispute_payout_released: {
    title: 'Malipo yametolewa',
    message: (p) => `Baada ya uchunguzi, malipo yako ya "${p.item}" yametolewa na yako njiani kwenda M-Pesa yako.`,
  },
  dispute_refunded: {
    title: 'Pesa imerejeshwa kwa mwenye kitu',
    message: (p) => `Baada ya uchunguzi, malipo ya "${p.item}" yamerejeshwa kwa mwenye kitu, kwa hiyo hutalipwa. ${p.note}`,
  },
  refund_started: {
    title: 'Pesa yako inarejeshwa',
    message: (p) =>
      `${WHY_REFUNDED[p.reason] ?? ''} Tunarudisha ${formatKsh(p.amount)} zako za "${p.item}" kwenye M-Pesa yako. Tutakujulisha zitakapofika.`.trim(),
  },
  refund_sent: {
    title: 'Pesa imerejeshwa kwenye M-Pesa yako',
    message: (p) => `${formatKsh(p.amount)} za "${p.item}" zimerudi kwenye M-Pesa yako${p.receipt ? ` (M-Pesa ${p.receipt})` : ''}.`,
  },
  refund_delayed: {
    title: 'Urejeshaji wa pesa yako umechelewa',
    message: (p) =>
      `M-Pesa haikuweza kurudisha ${formatKsh(p.amount)} zako za "${p.item}" yenyewe. Mtu wa Okota anazirudisha kupitia M-Pesa sasa; tutakujulisha zitakapofika. Huhitaji kufanya chochote.`,
  },
  paybill_reversal_failed: {
    title: 'Malipo ya Paybill hayakuweza kurudishwa',
    message: (p) =>
      `M-Pesa imekataa kurudisha ${formatKsh(p.amount)} (risiti ${p.receipt}): ${p.error}. Jaribu tena kwenye orodha ya risiti za Paybill, au uyarudishe kwenye tovuti ya M-Pesa.`,
  },
  paybill_returned: {
    title: 'Kiasi si sahihi: pesa yako inarudishwa',
    message: (p) =>
      `Ulituma ${formatKsh(p.sent)} kwa "${p.item}"; ada ni ${formatKsh(p.fee)}. ${formatKsh(p.sent)} zako zinarudishwa kwenye M-Pesa yako (risiti ${p.receipt}). Ili kulipa, tuma ${formatKsh(p.fee)} kamili.`,
  },
  refund_failed: {
    title: 'M-Pesa imekataa kurejesha pesa',
    message: (p) =>
      `Urejeshaji wa malipo ${p.paymentId} ya "${p.item}" umeshindikana: ${p.error}. Rekebisha chanzo, kisha ujaribu tena kwenye orodha ya marejesho.`,
  },
  lookups_paused: {
    title: 'Ukaguzi wa nambari za hati umesitishwa',
    message: (p) =>
      `Nambari za hati zaidi ya ${p.perMinute} zimekaguliwa ndani ya dakika moja, kutoka kwa watumiaji wote: huenda mtu anajaribu nambari. Ukaguzi unakataliwa hadi dakika hiyo iishe. Angalia kumbukumbu za ukaguzi.`,
  },
  sms_paused: {
    title: 'Misimbo ya SMS imesitishwa',
    message: (p) =>
      `Misimbo ya SMS iliyoombwa ndani ya saa moja ni zaidi ya bajeti (ujumbe ${p.messages} au KSh ${p.kes}, kwa wote kwa pamoja): huenda mtu anatumia SMS zetu. Misimbo kwa SMS inakataliwa hadi saa iishe; arifa na misimbo ya kuchukua vitu bado zinatumwa. Angalia kumbukumbu za ukaguzi.`,
  },
  organisation_verified: {
    title: 'Shirika limethibitishwa',
    message: (p) => `"${p.organisation}" limethibitishwa. Wanachama wake sasa wanaweza kuweka vitu linavyohifadhi, na ukurasa wake wa umma uko wazi.`,
  },
  organisation_rejected: {
    title: 'Ombi la shirika halikukubaliwa',
    message: (p) => `Ombi la "${p.organisation}" halikukubaliwa.${p.reason ? ` Sababu: ${p.reason}` : ''}`,
  },
  organisation_suspended: {
    title: 'Shirika limesimamishwa',
    message: (p) => `"${p.organisation}" limesimamishwa na msimamizi: haliwezi kuweka vitu kwa sasa.${p.reason ? ` Sababu: ${p.reason}` : ''}`,
  },
  organisation_applied: {
    title: 'Ombi jipya la shirika',
    message: () => 'Shirika limeomba kukabidhi vitu vilivyopatikana kwenye Okota na linasubiri kuthibitishwa. Liangalie kwenye orodha ya mashirika.',
  },
  organisation_reinstated: {
    title: 'Shirika limerejeshwa',
    message: (p) => `"${p.organisation}" limethibitishwa tena. Wanachama wake wanaweza kuweka vitu tena.`,
  },
  held_organisation_suspended: {
    title: 'Mahali pa kuchukua kitu chako',
    message: (p) =>
      `"${p.organisation}", linalohifadhi "${p.item}", limesimamishwa kwenye Okota. Kitu chako bado kimehifadhiwa huko: ${p.landmark} (${p.hours}). Nenda na kitambulisho chako na nambari yako ya kuchukua; wasipoweza kukukabidhi, tuandikie kupitia Msaada.`,
  },
};
