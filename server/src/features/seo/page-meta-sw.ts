/**
 * The page presets' titles and descriptions in Kiswahili, served when the request prefers it
 * (?lang=sw, or Accept-Language ranking sw above en): a link shared in a Kiswahili chat previews
 * in Kiswahili. Item pages keep the finder's own words, which are in whatever language they wrote.
 */
import type { FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '@okota/shared';
import { presetPageOf, type PageMeta, type PresetPage } from './page-meta';

export type MetaLanguage = 'en' | 'sw';

const DESCRIPTION =
  'Okota inawaunganisha watu na vitu vyao vilivyopotea kote Kenya. Waokotaji huweka walichookota; wenye vitu huthibitisha ni vyao na kulipa ada ndogo kwa M-Pesa.';

/** Every preset page's words (typecheck holds the two lists together). */
const SW: Record<PresetPage, Pick<PageMeta, 'title' | 'description'>> = {
  home: { title: `${PRODUCT_NAME} – Vitu vilivyopotea na kuokotwa Kenya`, description: DESCRIPTION },
  search: { title: `Tafuta vitu vilivyookotwa – ${PRODUCT_NAME}`, description: 'Tafuta vitu vilivyookotwa katika kaunti 47 za Kenya.' },
  postItem: { title: `Weka kitu ulichookota – ${PRODUCT_NAME}`, description: 'Umeokota kitu? Kiweke hapa upate zawadi mwenyewe akikidai.' },
  contact: {
    title: `Wasiliana nasi – ${PRODUCT_NAME}`,
    description:
      'Andikia msaada wa Okota au utupigie simu, saa 2 asubuhi hadi saa 2 usiku. Tunajibu ndani ya saa 24; migogoro ya malipo ndani ya saa 2 hadi 4.',
  },
  help: {
    title: `Kituo cha msaada – ${PRODUCT_NAME}`,
    description: 'Majibu kwa waokotaji na wenye vitu: jinsi ya kudai, ada na M-Pesa, usalama wakati wa kukabidhiana, na akaunti yako.',
  },
  terms: {
    title: `Vigezo na masharti – ${PRODUCT_NAME}`,
    description: 'Kanuni za kutumia Okota: ada ya kudai na sehemu ya mwokotaji, malipo ya M-Pesa, kurejeshewa pesa, migogoro na makabidhiano ya saa 72.',
  },
  privacy: {
    title: `Sera ya faragha – ${PRODUCT_NAME}`,
    description:
      'Okota inakusanya nini, nani huona nambari yako ya simu na lini, tunahifadhi data kwa muda gani, na haki zako chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019.',
  },
  finderDashboard: { title: `Vitu nilivyookota – ${PRODUCT_NAME}` },
  claimerDashboard: { title: `Vitu nilivyopoteza – ${PRODUCT_NAME}` },
  profile: { title: `Wasifu – ${PRODUCT_NAME}` },
  deleteAccount: { title: `Futa akaunti yangu – ${PRODUCT_NAME}` },
};

const NOT_FOUND_TITLE = 'Ukurasa haupatikani';

/** sw when asked for by ?lang=sw, chosen in the app (a cookie), or when Accept-Language ranks Kiswahili above English; en otherwise. */
export function preferredLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): MetaLanguage {
  const lang = /[?&]lang=([a-z]{2})/i.exec(request.url)?.[1]?.toLowerCase();
  if (lang === 'sw' || lang === 'en') return lang;
  // The language chosen in the app (web i18n rememberForServer), as the app itself prefers it.
  const chosen = /(?:^|;\s*)okota_lang=(en|sw)(?:;|$)/.exec(String(request.headers.cookie ?? ''))?.[1];
  if (chosen === 'sw' || chosen === 'en') return chosen;
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  let best: { language: MetaLanguage; q: number } = { language: 'en', q: -1 };
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'sw' && primary !== 'en') continue;
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (Number.isFinite(q) && q > best.q) best = { language: primary, q };
  }
  return best.language;
}

/** The preset's words in Kiswahili where we have them; everything else (canonical path, noindex) as it was. */
export function inKiswahili(pathname: string, meta: PageMeta): PageMeta {
  const page = presetPageOf(pathname);
  const words = page && SW[page];
  if (words) return { ...meta, ...words, description: words.description ?? meta.description };
  if (meta.status === 404) return { ...meta, title: `404 ${NOT_FOUND_TITLE}` };
  if (meta.title === PRODUCT_NAME) return { ...meta, description: DESCRIPTION };
  return meta;
}
