/**
 * Menu 3, my claims: for a number that belongs to an account and was proven by a code, the
 * newest claims with their state and what to do next. An account whose number was never
 * verified is not shown: that number may have been typed by someone other than its holder.
 */
import { memo, wordsFor, type Screen, type UssdEnv } from './ussd-engine';
import { linkSentScreen, siteName } from './menu-search';
import { findVerifiedAccountByPhone, hasAccountWithPhone, listClaimsOfClaimer, type ClaimSummary } from './ussd.repository';

export const CLAIMS_SHOWN = 5;

type ClaimState = 'pending' | 'approved' | 'paid' | 'completed' | 'rejected';

export function claimStateOf(claim: Pick<ClaimSummary, 'status' | 'itemStatus' | 'hasPaid'>): ClaimState {
  if (claim.status === 'pending') return 'pending';
  if (claim.status !== 'approved') return 'rejected';
  if (claim.itemStatus === 'completed') return 'completed';
  return claim.hasPaid ? 'paid' : 'approved';
}

const WORDS = {
  en: {
    head: 'Your claims:',
    none: 'You have no claims yet. Choose 1 on the main menu to search found items.',
    unverified: (site: string) => `This number is not verified on Okota yet. Verify it in your profile on ${site} to see your claims here.`,
    noAccount: (site: string) => `No Okota account uses this number. Sign up on ${site} and verify your number to see your claims here.`,
    short: { pending: 'waiting', approved: 'pay now', paid: 'paid', completed: 'handed over', rejected: 'not approved' },
    long: {
      pending: 'Waiting for the finder to check your answers. We will tell you when they decide.',
      approved: "Approved! Pay the fee by M-Pesa on the item page to get the finder's contact.",
      paid: 'Paid. Contact the finder from the item page and agree on the hand-over.',
      completed: 'Handed over. Thank you for using Okota!',
      rejected: 'Not approved: your answers did not match. You may claim again with more details.',
    },
    sendLink: '1 Send me the link by SMS',
    back: "Type a claim's number.",
    linkHint: 'Type 1 for the link.',
  },
  sw: {
    head: 'Madai yako:',
    none: 'Huna madai bado. Chagua 1 kwenye menyu kuu kutafuta vitu vilivyopatikana.',
    unverified: (site: string) => `Nambari hii bado haijathibitishwa kwenye Okota. Ithibitishe kwenye wasifu wako ${site} uone madai yako hapa.`,
    noAccount: (site: string) => `Hakuna akaunti ya Okota yenye nambari hii. Jisajili ${site} na uthibitishe nambari uone madai yako hapa.`,
    short: { pending: 'inasubiri', approved: 'lipa sasa', paid: 'imelipwa', completed: 'imekabidhiwa', rejected: 'imekataliwa' },
    long: {
      pending: 'Inasubiri aliyekipata akague majibu yako. Tutakuambia akiamua.',
      approved: 'Imekubaliwa! Lipa ada kwa M-Pesa kwenye ukurasa wa kitu upate mawasiliano ya aliyekipata.',
      paid: 'Imelipwa. Wasiliana na aliyekipata kupitia ukurasa wa kitu mkubaliane kukabidhiana.',
      completed: 'Kimekabidhiwa. Asante kwa kutumia Okota!',
      rejected: 'Haikukubaliwa: majibu yako hayakulingana. Unaweza kudai tena kwa maelezo zaidi.',
    },
    sendLink: '1 Nitumie kiungo kwa SMS',
    back: 'Andika nambari ya dai.',
    linkHint: 'Andika 1 kupata kiungo.',
  },
};

type Found = { kind: 'claims'; claims: ClaimSummary[] } | { kind: 'unverified' | 'noAccount' };

async function loadClaims(env: UssdEnv): Promise<Found> {
  const account = await findVerifiedAccountByPhone(env.ctx.db, env.phone);
  if (account) return { kind: 'claims', claims: await listClaimsOfClaimer(env.ctx.db, account.id, CLAIMS_SHOWN) };
  return { kind: (await hasAccountWithPhone(env.ctx.db, env.phone)) ? 'unverified' : 'noAccount' };
}

export function claimsMenu(): Screen {
  const load = memo(loadClaims);
  return {
    async render(env) {
      const words = wordsFor(WORDS, env);
      const found = await load(env);
      const site = siteName(env.ctx.config.publicUrl);
      if (found.kind !== 'claims') return { lines: [words[found.kind](site)] };
      if (!found.claims.length) return { lines: [words.none] };
      const lines = found.claims.map((claim, i) => ({ lead: `${i + 1} `, text: claim.itemTitle, trail: `: ${words.short[claimStateOf(claim)]}`, shrinkTo: 6 }));
      return { lines: [words.head, ...lines] };
    },
    async choose(input, env) {
      const found = await load(env);
      const index = /^\d$/.test(input) ? Number(input) - 1 : -1;
      return found.kind === 'claims' && found.claims[index] ? claimScreen(found.claims[index]) : null;
    },
    hint(env) {
      return wordsFor(WORDS, env).back;
    },
  };
}

function claimScreen(claim: ClaimSummary): Screen {
  return {
    render(env) {
      const words = wordsFor(WORDS, env);
      return { lines: [{ text: claim.itemTitle, shrinkTo: 10 }, words.long[claimStateOf(claim)], words.sendLink] };
    },
    choose: (input) => (input === '1' ? linkSentScreen({ id: claim.itemId, title: claim.itemTitle, county: '', dateFound: '' }) : null),
    hint: (env) => wordsFor(WORDS, env).linkHint,
  };
}
