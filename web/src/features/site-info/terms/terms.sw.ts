/** The terms and conditions in Kiswahili. */
import type { LegalDocumentContent } from '../components/legal-document';

export const sw: LegalDocumentContent = {
  title: 'Sheria na Masharti',
  updated: 'Imesasishwa mwisho: 28 Juni 2025',
  intro: [
    'Masharti haya ni makubaliano kati yako na Okota unapotumia tovuti na huduma zetu kuweka vitu vilivyookotwa, kutafuta vitu vilivyopotea, kuvidai na kuvilipia. Tafadhali yasome kabla ya kuweka au kudai chochote. Ukifungua akaunti au ukitumia Okota, unakubali masharti haya.',
    'Tumejaribu kuyaandika kwa lugha rahisi. Kama kuna jambo lisiloeleweka, tupigie simu au utuandikie kabla ya kulipa.',
  ],
  sections: [
    {
      id: 'about',
      heading: 'Sisi ni nani na tunafanya nini',
      body: [
        'Okota ni soko la mtandaoni linalounganisha watu wanaookota vitu vilivyopotea (waokotaji) na watu waliovipoteza (wamiliki, tunaowaita pia wadai). Hatukusanyi, hatuhifadhi wala hatusafirishi vitu. Mwokotaji hukaa na kitu hadi amkabidhi mmiliki.',
        'Lazima uwe na umri wa miaka 18 au zaidi, au uwe na idhini ya mzazi au mlezi, ili kufungua akaunti na kufanya malipo.',
      ],
    },
    {
      id: 'account',
      heading: 'Akaunti yako',
      body: [
        {
          list: [
            'Tumia jina lako halisi, barua pepe unayoitumia na nambari yako mwenyewe ya Safaricom. Tunatuma misimbo ya kujisajili na taarifa muhimu kwa barua pepe hiyo.',
            'Weka nenosiri lako siri. Unawajibika kwa yanayofanywa kupitia akaunti yako. Tujulishe mara moja ukidhani mtu mwingine ameitumia.',
            'Mtu mmoja, akaunti moja. Akaunti hiyo hiyo inaweza kuweka vitu kama mwokotaji na kudai vitu kama mmiliki; unabadilisha kati ya hali hizi wakati wowote.',
            'Hakikisha nambari yako ya simu ni sahihi: ndiyo nambari inayopokea maombi ya M-Pesa na malipo yako.',
          ],
        },
      ],
    },
    {
      id: 'finders',
      heading: 'Kuweka kitu ulichookota',
      body: [
        'Ukiweka kitu, unathibitisha kwamba ulikiokota, kwamba uko nacho au unajua kilipohifadhiwa, na kwamba utamkabidhi mmiliki aliyethibitishwa.',
        {
          list: [
            'Eleza kitu kwa ukweli na uweke picha zilizo wazi. Usionyeshe nambari za kitambulisho, nambari za kadi, sahihi wala maelezo ya benki: yafiche au yafifishe.',
            'Usiweke nambari za simu wala mawasiliano mengine kwenye maelezo au mahali karibu. Tunayaondoa moja kwa moja ili mtu yeyote asikwepe utaratibu.',
            'Ongeza maswali ya usalama ambayo mmiliki halisi pekee anaweza kujibu, kama vilivyomo ndani ya begi au picha ya skrini ya simu.',
            'Usiweke vitu unavyojua au kushuku ni vya wizi, wala vitu ambavyo ni haramu kumiliki. Vipeleke kituo cha polisi kilicho karibu.',
            'Hati rasmi kama vitambulisho vya taifa na pasipoti zinaweza pia kupelekwa kituo cha polisi au Huduma Centre. Kuziweka hapa kunaruhusiwa ili tu mmiliki azipate haraka.',
          ],
        },
      ],
    },
    {
      id: 'claims',
      heading: 'Kudai kitu',
      body: [
        'Ili kudai kitu, unajibu maswali ya usalama ya mwokotaji na unaweza kuongeza maelezo au picha inayothibitisha ni chako. Mwokotaji hukagua majibu na kuidhinisha au kukataa dai. Dai moja tu linaweza kuidhinishwa kwa kila kitu.',
        {
          list: [
            'Dai vitu ambavyo kweli ni vyako tu. Dai la uongo ni ulaghai: tutasimamisha akaunti yako na tunaweza kuripoti kwa polisi.',
            'Unaweza kudai kitu kimoja hadi mara 3. Baada ya hapo, wasiliana na msaada.',
            'Majibu na maelezo yenye nambari za simu, barua pepe au majina ya mitandao ya kijamii husafishwa moja kwa moja.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Ada',
      body: [
        'Kuweka vitu na kutafuta ni bure. Mwokotaji akiidhinisha dai lako, unalipa ada moja kwa kitu hicho ili kupata mawasiliano ya mwokotaji. Ada ya sasa ni:',
        {
          rows: [
            ['Sehemu ya mwokotaji (hulipwa kwa mwokotaji)', '{{finderAmount}}'],
            ['Ada ya jukwaa la Okota', '{{platformAmount}}'],
            ['Jumla unayolipa kwa kila kitu unachodai', '{{totalFee}}'],
          ],
        },
        'Okota inaweza kubadilisha ada. Ada inayoonyeshwa kwenye dirisha la malipo wakati unalipa ndiyo inayotumika; mabadiliko hayaathiri malipo yaliyokwisha fanywa. Waokotaji hawalipi chochote kuweka vitu wala kulipwa.',
        'Usimlipe mwokotaji pesa nyingine yoyote, na kamwe usilipe nje ya Okota. Okota haiwezi kulinda wala kurejesha malipo yaliyofanywa nje ya jukwaa.',
      ],
    },
    {
      id: 'payments',
      heading: 'Kulipa kwa M-Pesa',
      body: [
        'Malipo hufanywa kwa M-Pesa. Unapolipa, ombi la M-Pesa linatokea kwenye simu yako na unaweka PIN yako ya M-Pesa kwenye simu yako mwenyewe. Okota haiombi PIN yako kamwe na haiioni.',
        'Safaricom ikithibitisha malipo, kitu kinawekwa alama kuwa kimedaiwa, unaona jina, nambari ya simu na barua pepe ya mwokotaji, na unaweza kumtumia ujumbe ndani ya Okota. Malipo yakishindikana (kwa mfano salio halitoshi, ombi limeghairiwa au PIN si sahihi) hakuna kinachokatwa na unaweza kujaribu tena.',
        'M-Pesa ni huduma ya Safaricom PLC na masharti yake yanahusu akaunti yako ya M-Pesa. Hatuwajibiki kwa ucheleweshaji unaosababishwa na hitilafu za M-Pesa, lakini hatupotezi malipo ambayo M-Pesa imethibitisha.',
      ],
    },
    {
      id: 'handover',
      heading: 'Makabidhiano na malipo ya mwokotaji',
      body: [
        'Okota inashikilia sehemu ya mwokotaji hadi kitu kimfikie mmiliki wake. Hii inawalinda wamiliki wasilipie kitu ambacho hawakipokei.',
        {
          list: [
            'Baada ya kulipa, panga makabidhiano na mwokotaji kupitia ujumbe wa Okota. Kutaneni mahali salama pa umma.',
            'Ukishapata kitu chako, thibitisha ndani ya Okota kwamba umekipokea. Sehemu ya mwokotaji kisha hutumwa kwenye nambari yake ya M-Pesa.',
            'Usipothibitisha na usipofungua mzozo ndani ya saa 72 baada ya kulipa, tunachukulia kwamba kitu kimekabidhiwa na tunatoa sehemu ya mwokotaji.',
            'Malipo kwa mwokotaji yakishindikana, tunajaribu tena; waokotaji wanaweza kuuliza msaada kuhusu malipo yoyote.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Kurejeshewa pesa',
      body: [
        'Unaweza kuomba kurejeshewa ada yote ikiwa:',
        {
          list: [
            'mwokotaji hakukabidhi kitu, au ameacha kujibu;',
            'kitu unachoonyeshwa wakati wa makabidhiano si kile kilichowekwa, au si chako;',
            'ulikatwa pesa mara mbili, au ulikatwa bila kupata mawasiliano ya mwokotaji.',
          ],
        },
        'Wasiliana na msaada ndani ya siku 7 baada ya kulipa, ukiwa na msimbo wa uthibitisho wa M-Pesa. Kama muda wa saa 72 wa makabidhiano haujaisha, fungua mzozo badala yake (tazama sehemu inayofuata) ili sehemu ya mwokotaji ishikiliwe. Marejesho yanayokubaliwa hushughulikiwa ndani ya siku 7 za kazi na kutumwa kwenye nambari ya M-Pesa iliyolipa.',
        'Haturejeshi ada baada ya wewe kuthibitisha kupokea kitu, au baada ya sehemu ya mwokotaji kutolewa kwa sababu hakuna mzozo uliofunguliwa ndani ya saa 72, isipokuwa sheria inadai hivyo au tukigundua ulaghai.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Mizozo',
      body: [
        'Jambo likienda vibaya wakati wa makabidhiano, fungua mzozo kwenye ukurasa wa kitu (au piga simu kwa msaada) ndani ya saa 72 baada ya kulipa, na utueleze kilichotokea. Malipo ya mwokotaji husimamishwa tunapochunguza.',
        'Timu yetu hukagua dai, ujumbe kati yenu, picha na malipo, na inaweza kuwaomba nyote wawili maelezo zaidi. Tunalenga kujibu mizozo ya malipo ndani ya saa 2 hadi 4 wakati wa saa za msaada. Kisha tunamrejeshea mdai pesa au tunatoa malipo kwa mwokotaji, na tunawaeleza nyote sababu.',
        'Uamuzi wetu unamaliza suala la ada iliyoshikiliwa na Okota. Hauondoi haki yoyote uliyo nayo chini ya sheria za Kenya, ikiwemo Sheria ya Kulinda Watumiaji (Consumer Protection Act), 2012, na bado unaweza kupeleka suala kwa mamlaka husika au mahakamani.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Mienendo iliyokatazwa',
      body: [
        'Hauruhusiwi:',
        {
          list: [
            'kutoa madai ya uongo au kuweka vitu ambavyo huna;',
            'kuomba au kufanya malipo nje ya Okota, au kudai “zawadi” au “nauli” ya ziada kutoka kwa mmiliki;',
            'kushiriki au kuomba nambari za simu, barua pepe au majina ya mitandao ya kijamii kwenye matangazo au madai ili kukwepa ada;',
            'kumwomba mtu yeyote PIN yake ya M-Pesa, nenosiri au msimbo wa kujisajili;',
            'kutishia, kusumbua, kutukana au kubagua watumiaji wengine, au kuzuia kitu ili kumshinikiza mmiliki wake;',
            'kuweka bidhaa za wizi, silaha, dawa za kulevya au kitu kingine chochote kilicho haramu nchini Kenya;',
            'kujifanya mtu mwingine, kufungua akaunti ili kukwepa kusimamishwa, au kutumia maelezo ya uongo;',
            'kunakili data ya Okota kwa wingi, kutuma barua taka, au kujaribu kuvunja, kulemea au kukwepa usalama wa huduma.',
          ],
        },
        'Tunaweza kuficha matangazo, kuondoa vitu na kusimamisha akaunti zinazovunja sheria hizi, na kuripoti uhalifu kwa polisi.',
      ],
    },
    {
      id: 'safety',
      heading: 'Usalama wakati wa makabidhiano',
      body: [
        'Kutaneni mahali pa umma penye watu wengi mchana, kama kituo cha polisi au kituo cha biashara chenye shughuli nyingi. Ikiwezekana, nenda na mtu. Kagua kitu kabla ya kuthibitisha kukipokea. Okota haikagui vitu na haipo wakati wa makabidhiano.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Kusimamishwa na kufunga akaunti',
      body: [
        'Tunaweza kusimamisha akaunti inayovunja masharti haya au inayohatarisha wengine. Mtumiaji aliyesimamishwa hawezi kuingia na anaelezwa sababu. Ukidhani tumekosea, wasiliana na msaada nasi tutalipitia upya.',
        'Unaweza kutuomba tufunge akaunti yako wakati wowote. Kumbukumbu za malipo huhifadhiwa kama Sera yetu ya Faragha inavyoeleza.',
      ],
    },
    {
      id: 'liability',
      heading: 'Wajibu wetu',
      body: [
        'Okota inaunganisha waokotaji na wamiliki; hatumiliki, hatushikilii wala hatukagui vitu, na hatuwezi kuahidi kwamba kitu kitarudishwa au kitakuwa katika hali gani. Waokotaji na wamiliki wanawajibika kwa wanayosema na kufanya.',
        'Kwa kadiri sheria za Kenya zinavyoruhusu, jumla ya wajibu wetu kwako kwa kitu chochote haizidi ada uliyoilipa Okota kwa kitu hicho. Hakuna chochote katika masharti haya kinachopunguza wajibu ambao sheria hairuhusu kupunguzwa.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Data yako binafsi',
      body: [
        'Tunashughulikia data yako binafsi kama Sera yetu ya Faragha inavyoeleza na kwa mujibu wa Sheria ya Ulinzi wa Data (Data Protection Act), 2019. Kwa ufupi: nambari yako ya simu na barua pepe hazionyeshwi hadharani, na mawasiliano ya mwokotaji huonyeshwa tu kwa mmiliki ambaye malipo yake kwa kitu hicho yamekamilika.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya masharti haya',
      body: [
        'Tunaweza kusasisha masharti haya, kwa mfano sheria au huduma yetu inapobadilika. Tutaonyesha tarehe mpya juu na kukujulisha mabadiliko muhimu kwa barua pepe au ndani ya programu kabla hayajaanza kutumika. Ukiendelea kutumia Okota baada ya hapo, masharti mapya yanatumika.',
      ],
    },
    {
      id: 'law',
      heading: 'Sheria inayotumika',
      body: [
        'Masharti haya yanaongozwa na sheria za Kenya. Kwanza tutajaribu kutatua kutoelewana kokote nawe kupitia timu yetu ya msaada. Hilo likishindikana, mahakama za Kenya ndizo zitaamua.',
      ],
    },
    {
      id: 'contact',
      heading: 'Wasiliana nasi',
      body: [
        'Maswali kuhusu masharti haya: tuandikie {{email}} au piga simu {{phone}}, kila siku kuanzia saa 2 asubuhi hadi saa 2 usiku kwa saa za Afrika Mashariki, au tumia fomu ya mawasiliano.',
      ],
    },
  ],
};
