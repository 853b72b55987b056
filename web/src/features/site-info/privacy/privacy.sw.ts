/** The privacy policy in Kiswahili. */
import type { LegalDocumentContent } from '../components/legal-document';

export const sw: LegalDocumentContent = {
  title: 'Sera ya Faragha',
  updated: 'Imesasishwa mwisho: 28 Juni 2025',
  intro: [
    'Sera hii inaeleza data binafsi ambayo Okota inakusanya, kwa nini, nani anaweza kuiona na tunaihifadhi kwa muda gani. Pia inaeleza haki zako chini ya Sheria ya Ulinzi wa Data ya Kenya (Data Protection Act), 2019 na jinsi ya kuzitumia.',
    'Kwa ufupi: tunakusanya tu tunachohitaji kurudisha vitu vilivyopotea; nambari yako ya simu na barua pepe hazionyeshwi hadharani; mawasiliano ya mwokotaji huonyeshwa tu kwa mmiliki aliyelipia kitu hicho; na kamwe hatuuzi data yako.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Nani anawajibika kwa data yako',
      body: [
        'Okota ndiye mdhibiti wa data binafsi iliyoelezwa hapa. Tunaishughulikia kwa mujibu wa Sheria ya Ulinzi wa Data, 2019 na kanuni zake. Unaweza kuwasiliana nasi kuhusu faragha kupitia {{email}}.',
      ],
    },
    {
      id: 'collect',
      heading: 'Tunachokusanya',
      body: [
        {
          list: [
            'Maelezo ya akaunti: jina lako la kwanza na la mwisho, barua pepe, nambari ya simu ya Safaricom, picha ya wasifu ukiiweka, na nenosiri lako, ambalo tunalihifadhi kwa njia iliyofichwa (hash) ambayo hakuna mtu wa Okota anayeweza kuisoma.',
            'Vitu unavyoweka: kichwa, maelezo, aina, picha, kaunti, mahali karibu, tarehe ya kuokota, maswali yako ya usalama na, ukichagua kuyaandika, majibu unayotarajia.',
            'Madai: majibu yako kwa maswali ya usalama, maelezo unayoandika na picha yoyote ya uthibitisho unayopakia.',
            'Malipo: nambari ya M-Pesa iliyotumika, kiasi, na misimbo ya miamala ya M-Pesa. Hatuoni wala hatuhifadhi PIN yako ya M-Pesa kamwe.',
            'Ujumbe kati ya mwokotaji na mmiliki, maoni unayoandika, ripoti unazowasilisha, na ujumbe unaotuma kwa timu yetu ya msaada.',
            'Data ya kiufundi: anwani yako ya IP, aina ya kivinjari na kifaa, kurasa unazofungua na utafutaji unaofanya, vinavyohifadhiwa kwenye kumbukumbu za seva zetu. Kuhesabu wageni wa kila siku tunahifadhi toleo lililofichwa (salted hash) la anwani ya IP, si anwani yenyewe.',
            'Ukiwasha arifa, usajili wa arifa (push subscription) ambao kivinjari chako kinatupa.',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: 'Kwa nini tunaitumia',
      body: [
        {
          list: [
            'Kuendesha huduma uliyoiomba: akaunti yako, kuweka na kudai vitu, malipo, malipo kwa waokotaji, ujumbe na arifa (kutimiza mkataba wetu nawe).',
            'Kuhifadhi kumbukumbu za malipo na kodi zinazotakiwa na sheria za Kenya (wajibu wa kisheria).',
            'Kuzuia ulaghai, madai ya uongo na matumizi mabaya, na kutatua mizozo (maslahi yetu halali ya soko salama).',
            'Kukujibu unapowasiliana na msaada (maslahi halali, au mkataba wetu nawe).',
            'Kuelewa jinsi huduma inavyotumika, kupitia idadi na jumla, ili tuiboreshe (maslahi halali).',
          ],
        },
      ],
    },
    {
      id: 'phone-numbers',
      heading: 'Nani anaona nambari yako ya simu na lini',
      body: [
        {
          list: [
            'Kila mtu, wakiwemo wageni ambao hawajaingia, anaweza kuona kichwa cha kitu, maelezo, picha, kaunti, mahali karibu na jina la kwanza la mwokotaji.',
            'Nambari ya simu ya mwokotaji, barua pepe na jina lake la mwisho zimefichwa kwa kila mtu. Huonyeshwa tu kwa mmiliki ambaye malipo yake ya M-Pesa kwa kitu hicho yamekamilika, ili wawili hao wapange makabidhiano.',
            'Majibu ya mdai huonekana tu na mwokotaji wa kitu hicho na wafanyakazi wa Okota wanaoshughulikia mizozo. Majibu ambayo mwokotaji ameandika hayaonyeshwi kwa wadai kamwe.',
            'Nambari za simu na barua pepe zinazoandikwa kwenye maelezo ya vitu, mahali au madai huondolewa moja kwa moja kabla mtu mwingine hajaziona.',
            'Wasimamizi wa Okota wanaweza kuona maelezo ya akaunti wanapohitaji, ili kuthibitisha akaunti, kutatua mizozo au kuchunguza matumizi mabaya. Hatua zao hurekodiwa.',
          ],
        },
      ],
    },
    {
      id: 'photos',
      heading: 'Picha',
      body: [
        'Picha zinazopigwa kwa simu mara nyingi hubeba taarifa zilizofichwa (metadata), ikiwemo mahali pa GPS picha ilipopigwa, ambayo inaweza kuonyesha unapoishi au kufanya kazi. Tunachakata upya kila picha unayopakia na kuondoa metadata yote hii kabla ya kuihifadhi au kuionyesha.',
        'Picha za uthibitisho zinazotumwa pamoja na dai huwekwa faragha: ni mwokotaji wa kitu hicho na wasimamizi wa Okota pekee wanaoweza kuziona. Unapoweka hati kama vitambulisho, funika au fifisha nambari kabla ya kupakia.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Tunashiriki data na nani',
      body: [
        'Hatuuzi data yako binafsi na hatuishiriki kwa ajili ya matangazo. Tunashiriki tu kinachohitajika na:',
        {
          list: [
            'Safaricom PLC, kushughulikia malipo ya M-Pesa na malipo kwa waokotaji (nambari yako ya simu na kiasi);',
            'kampuni zinazohifadhi seva zetu, faili zetu na kusafirisha barua pepe zetu, chini ya mikataba inayozilazimisha kulinda data yako na kuitumia kwa maelekezo yetu tu;',
            'polisi, mahakama au mamlaka nyingine sheria inapodai hivyo, au inapohitajika kulinda usalama wa mtu au kuchunguza ulaghai.',
          ],
        },
        'Ikiwa mtoa huduma yeyote kati ya hawa anahifadhi data nje ya Kenya, tunaihamisha tu kwa kinga zinazotakiwa na Sheria ya Ulinzi wa Data, 2019.',
      ],
    },
    {
      id: 'retention',
      heading: 'Tunahifadhi data kwa muda gani',
      body: [
        'Tunahifadhi data binafsi kwa muda tunaouhitaji tu. Kazi maalum huendeshwa kila siku na kufuta kilichopitisha muda wake:',
        {
          rows: [
            ['Picha za uthibitisho zilizotumwa na dai', 'siku {{proofDays}} baada ya mpataji kukubali au kukataa dai'],
            ['Ripoti za vitu vilivyopotea', 'siku {{reportDays}} baada ya kuzifunga au kuisha muda'],
            ['Usajili ambao haukukamilika (msimbo uliotumwa kwa barua pepe na anwani yake)', 'siku {{signUpDays}}'],
            ['Ujumbe kati ya mpataji na mwenye mali', 'miezi {{messageMonths}} baada ya makabidhiano'],
            [
              'Maneno ya SMS tunazokutumia, na nambari yako ya simu kando yake',
              'siku {{smsDays}} baada ya kutumwa (kwamba SMS ilitumwa, na gharama yake, hubaki kwa hesabu)',
            ],
            ['Misimbo ya kuthibitisha simu', 'mara tu inapotumika au kuisha muda'],
            ['Lugha ambayo nambari yako ya simu ilichagua kwenye menyu yetu ya USSD', 'miezi {{ussdMonths}} baada ya kutumia menyu mara ya mwisho'],
            ['Nambari ambayo malipo ya Paybill yalitoka, tunapolazimika kurudisha pesa', 'hadi M-Pesa ithibitishe kuwa pesa zimerudi kwenye nambari hiyo'],
            ['Data ya akaunti', 'hadi utakapofuta akaunti yako'],
            ['Miamala (malipo, malipo kwa waokotaji, marejesho)', 'miaka 7'],
            ['Mazungumzo na msaada', 'mwaka 1'],
            ['Kumbukumbu za kiufundi', 'siku 90'],
          ],
        },
        'Kumbukumbu za miamala huhifadhiwa kwa miaka 7 kwa sababu sheria za Kenya za kodi na uhifadhi wa kumbukumbu za fedha zinadai hivyo; ukifuta akaunti yako zinabaki, bila jina lako wala mawasiliano yako. Baada ya muda huu data hufutwa au hufanywa isiyoweza kukutambulisha.',
      ],
    },
    {
      id: 'security',
      heading: 'Jinsi tunavyoilinda',
      body: [
        'Miunganisho na Okota imesimbwa (HTTPS). Manenosiri huhifadhiwa kwa hash, vipindi vya kuingia huisha na vinaweza kukatishwa kwa kutoka, na ni wafanyakazi wanaohitaji data binafsi kwa kazi yao pekee wanaoweza kuiona. Hakuna mfumo ulio salama kabisa; uvujaji ukihatarisha data yako, tutamjulisha Kamishna wa Ulinzi wa Data ndani ya saa 72 na kukujulisha bila kuchelewa, kama sheria inavyotaka.',
      ],
    },
    {
      id: 'rights',
      heading: 'Haki zako',
      body: [
        'Chini ya Sheria ya Ulinzi wa Data, 2019 una haki ya:',
        {
          list: [
            'kuelezwa jinsi data yako binafsi inavyotumika (sera hii);',
            'kupata nakala ya data binafsi tuliyo nayo kukuhusu;',
            'kurekebishiwa data isiyo sahihi au inayopotosha;',
            'kufutiwa data ya uongo, inayopotosha au isiyohitajika tena, isipokuwa sheria inatutaka tuihifadhi (kwa mfano kumbukumbu za malipo);',
            'kupinga uchakataji, au kutuomba tuuzuie;',
            'kupokea data yako katika muundo wa kawaida unaosomeka na kompyuta na kuihamishia huduma nyingine;',
            'kutoamuliwa jambo linalokuathiri sana kwa uchakataji wa kompyuta pekee;',
            'kuondoa idhini uliyotoa, wakati wowote.',
          ],
        },
        'Haki mbili kati ya hizi unaweza kuzitumia mwenyewe, kwenye ukurasa wa wasifu wako. “Pakua data yangu” hukupa faili moja (JSON, ambayo kompyuta yoyote inaweza kusoma) yenye kila kitu tulicho nacho kukuhusu: akaunti yako, vitu, madai, ripoti za vitu vilivyopotea, ujumbe, tathmini, malipo pamoja na risiti zake, arifa, vifaa vilivyoingia na viungo vya picha zako. Unaweza kuipakua mara 3 kwa siku. “Futa akaunti yangu” hufunga akaunti yako mara moja: kila kifaa kinatolewa; jina lako, barua pepe, nambari ya simu, picha ya wasifu na kila ulichoandika vinafutwa, na watu wengine wanaona “Mtumiaji aliyefutwa” mahali pa jina lako; madai yako yaliyo wazi yanaondolewa na vitu vilivyo bado sokoni vinaondolewa. Kumbukumbu za malipo zinabaki kwa hesabu, bila jina lako wala mawasiliano yako. Pesa zikiwa bado njiani (malipo yanayoshikiliwa hadi makabidhiano, malipo kwa mpataji au marejesho), tutakuomba usubiri hadi zifike. Unaweza kujisajili tena baadaye kwa barua pepe ileile.',
        'Kutumia haki yoyote kati ya hizi, tuandikie {{email}} kutoka kwa barua pepe ya akaunti yako au tumia fomu ya mawasiliano ukichagua aina “Sheria na faragha”. Tunaweza kukuomba uthibitishe wewe ni nani, na tutakujibu ndani ya siku 7. Unaweza kubadilisha nambari ya simu na picha ya wasifu mwenyewe kwenye ukurasa wa wasifu.',
        'Usiporidhika na jibu letu, unaweza kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC), www.odpc.go.ke.',
      ],
    },
    {
      id: 'children',
      heading: 'Watoto',
      body: [
        'Okota haikusudiwi watoto walio chini ya miaka 18. Hatukusanyi kwa makusudi data ya watoto bila idhini ya mzazi au mlezi. Ukiamini mtoto ametupa data, wasiliana nasi nasi tutaifuta.',
      ],
    },
    {
      id: 'storage',
      heading: 'Vidakuzi na hifadhi kwenye kifaa chako',
      body: [
        'Hatutumii vidakuzi (cookies) vya matangazo wala vya kufuatilia. Kivinjari chako huhifadhi vitu vichache vya Okota kwenye hifadhi yake ya ndani: tokeni yako ya kuingia, lugha uliyochagua, hali ya akaunti yako na rasimu ambazo hazijakamilika za matangazo au madai (rasimu huisha baada ya saa 2). Ukitoka, maelezo yako ya kuingia hufutwa.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya sera hii',
      body: [
        'Tutasasisha sera hii huduma yetu au sheria inapobadilika, tutaonyesha tarehe mpya juu, na kukujulisha mabadiliko muhimu kwa barua pepe au ndani ya programu.',
      ],
    },
    {
      id: 'contact',
      heading: 'Wasiliana nasi',
      body: [
        'Maswali au maombi kuhusu data yako: tuandikie {{email}} au piga simu {{phone}}, kila siku kuanzia saa 2 asubuhi hadi saa 2 usiku kwa saa za Afrika Mashariki.',
      ],
    },
  ],
};
