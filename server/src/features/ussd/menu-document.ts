/**
 * Menu 2, was my document found?: the caller types the number; the answer is what the web
 * lookup answers (the county and day, and the item's code), with its link by SMS. Not found:
 * the caller may leave the number in a lost report, and an SMS comes the moment a finder posts
 * it (menu-report.ts). Lookups count against the caller's number like the web's against an
 * account, from the same budget (documents/lookup-budget.ts), once per number and session however
 * often the path is replayed.
 */
import { createHash } from 'node:crypto';
import { isDocumentNumber, normalizeDocumentNumber } from '@okota/shared';
import { AppError } from '../../lib/errors';
import { findDocumentsByNumber, alertIfBreakerTripped, spendLookup, type FoundDocument } from '../documents';
import { memo, optionLines, wordsFor, type Screen, type UssdEnv } from './ussd-engine';
import { linkHint, linkSentScreen } from './menu-search';
import { documentReportFlow } from './menu-report';
import { isFirstInSession } from './send-ussd-link';
import { formatUssdDay } from './ussd-text';
import { heldAtLines } from './ussd-held-at';

const WORDS = {
  en: {
    ask: 'Type the number on your document (national ID, passport, driving licence, student ID or KRA PIN):',
    askHint: 'Type the number as printed: letters and digits, e.g. 12345678.',
    foundOne: (county: string, day: string) => `Good news! It was found in ${county} on ${day}.`,
    code: (id: number) => `Code: ${id}`,
    foundMany: 'Documents with this number were found:',
    notFound: 'No document with this number has been found yet.',
    tellMe: '1 Send me an SMS when it is found',
    sendLink: '1 Send me the link by SMS',
    limited: 'You have checked many numbers. Please try again in an hour.',
  },
  sw: {
    ask: 'Andika nambari ya hati yako (kitambulisho, pasipoti, leseni ya udereva, kitambulisho cha mwanafunzi au KRA PIN):',
    askHint: 'Andika nambari kama ilivyochapishwa: herufi na tarakimu, mfano 12345678.',
    foundOne: (county: string, day: string) => `Habari njema! Ilipatikana ${county} tarehe ${day}.`,
    code: (id: number) => `Nambari: ${id}`,
    foundMany: 'Hati zenye nambari hii zilipatikana:',
    notFound: 'Hakuna hati yenye nambari hii iliyopatikana bado.',
    tellMe: '1 Nitumie SMS ikipatikana',
    sendLink: '1 Nitumie kiungo kwa SMS',
    limited: 'Umeangalia nambari nyingi. Tafadhali jaribu tena baada ya saa moja.',
  },
};

export function documentMenu(): Screen {
  return {
    render: (env) => ({ lines: [wordsFor(WORDS, env).ask] }),
    choose: (input) => (isDocumentNumber(input) ? documentAnswer(normalizeDocumentNumber(input)) : null),
    hint: (env) => wordsFor(WORDS, env).askHint,
  };
}

type Lookup = { kind: 'found'; items: FoundDocument[] } | { kind: 'notFound' } | { kind: 'limited' };

async function lookUp(env: UssdEnv, number: string): Promise<Lookup> {
  // Salted with the session: the counter's key must not hold the number, even as a plain hash.
  const once = createHash('sha256').update(`${env.sessionId}:${number}`).digest('hex').slice(0, 24);
  try {
    // One commit for the counters. Over the limit, nothing is counted (rolled back): a replay of
    // this step is then "first" again and refused again, as it should be.
    await env.ctx.db.transaction(async (tx) => {
      if (await isFirstInSession(env, `lookup:${once}`, tx)) await spendLookup(env.ctx, { phone: env.phone }, tx);
    });
  } catch (error) {
    // After the rollback: the admins' alert must not be undone with the counters.
    await alertIfBreakerTripped(env.ctx, error);
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return { kind: 'limited' };
    throw error;
  }
  const items = await findDocumentsByNumber(env.ctx, number);
  return items.length ? { kind: 'found', items: items.slice(0, 3) } : { kind: 'notFound' };
}

function documentAnswer(number: string): Screen {
  const load = memo((env: UssdEnv) => lookUp(env, number));
  return {
    async render(env) {
      const words = wordsFor(WORDS, env);
      const answer = await load(env);
      if (answer.kind === 'limited') return { lines: [words.limited] };
      if (answer.kind === 'notFound') return { lines: [words.notFound, words.tellMe] };
      if (answer.items.length === 1) return foundScreen(answer.items[0]).render(env);
      const labels = answer.items.map((item) => `${item.county}, ${formatUssdDay(item.dateFound, env.language)}`);
      return { lines: [words.foundMany, ...optionLines(labels, 12)] };
    },
    async choose(input, env) {
      const answer = await load(env);
      if (answer.kind === 'notFound') return input === '1' ? documentReportFlow(number) : null;
      if (answer.kind !== 'found') return null;
      if (answer.items.length === 1) return foundScreen(answer.items[0]).choose!(input, env);
      const index = /^\d$/.test(input) ? Number(input) - 1 : -1;
      return answer.items[index] ? foundScreen(answer.items[index]) : null;
    },
  };
}

/** One document found: where and when, its code, and the link by SMS (the title only travels in that SMS). */
function foundScreen(item: FoundDocument): Screen {
  return {
    async render(env) {
      const words = wordsFor(WORDS, env);
      const heldAt = await heldAtLines(env, item.id);
      return { lines: [words.foundOne(item.county, formatUssdDay(item.dateFound, env.language)), ...heldAt, words.code(item.id), words.sendLink] };
    },
    choose: (input) => (input === '1' ? linkSentScreen(item) : null),
    hint: linkHint,
  };
}
