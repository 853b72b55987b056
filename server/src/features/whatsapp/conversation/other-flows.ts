/**
 * The menu's other choices: "Was my ID found?" (the number looked up within the one budget every
 * way of testing a number shares, documents/lookup-budget.ts, and never repeated in full),
 * "Search" (words and a county → five results in our words: category, county, day, link; never a
 * finder's typed title), "My items and claims" (status and link), and a forwarded item link.
 */
import { categoryDisplayName, formatNairobiDay, isDocumentNumber, normalizeDocumentNumber, ROUTES } from '@okota/shared';
import { AppError } from '../../../lib/errors';
import { findUserByPhone } from '../../auth';
import { lookUpDocument } from '../../documents';
import { listClaimsOf, listItemsOf } from '../whatsapp.repository';
import { countyFromReply, countyFromText, countyRows } from './county-choices';
import type { Inbound } from './inbound';
import { accountPhoneOf } from './post-found-item';
import type { Turn } from './turn';
import { uploadItemPhoto } from './item-photo';

/** The last two characters: enough to tell two of one's own documents apart, too little to be the number. */
const endingOf = (number: string) => `…${number.slice(-2)}`;

export async function startDocument(turn: Turn): Promise<void> {
  await turn.go('document.number', {});
  await turn.say(turn.words.askDocument);
}

export async function startSearch(turn: Turn): Promise<void> {
  await turn.go('search.words', {});
  await turn.say(turn.words.askSearchWords);
}

export async function continueOther(turn: Turn, inbound: Inbound): Promise<boolean> {
  const w = turn.words;
  const said = async (message: Parameters<Turn['say']>[0]) => {
    await turn.say(message);
    return true;
  };
  const text = inbound.kind === 'text' ? inbound.text.trim() : undefined;
  const reply = inbound.kind === 'reply' ? inbound.id : undefined;
  if (turn.step === 'document.number') {
    if (!text || !isDocumentNumber(text)) return said(w.documentBad);
    const number = normalizeDocumentNumber(text);
    await turn.go('menu', {});
    try {
      const answer = await lookUpDocument(turn.deps.ctx, { number, caller: { phone: accountPhoneOf(turn.waId) } });
      const item = answer.found ? answer.items?.[0] : undefined;
      if (!item) await turn.say(w.documentNotFound(endingOf(number), turn.link(ROUTES.search)));
      else {
        await turn.say(w.documentFound(endingOf(number), item.county, formatNairobiDay(item.dateFound, turn.language), turn.link(ROUTES.item(item.id))));
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
      await turn.say(w.documentLimited);
    }
    return true;
  }
  if (turn.step === 'search.words') {
    if (!text || text.length < 2) return said(w.askSearchWords);
    await turn.go('search.county', { place: text.slice(0, 100) });
    await turn.say({ type: 'list', body: w.askSearchCounty, button: w.countyButton, rows: countyRows(0, w.countyMore) });
    return true;
  }
  if (turn.step === 'search.county') {
    if (reply?.startsWith('county-page:')) {
      await turn.say({
        type: 'list',
        body: w.askSearchCounty,
        button: w.countyButton,
        rows: countyRows(Math.max(0, Number(reply.slice(12)) || 0), w.countyMore),
      });
      return true;
    }
    const county = reply ? countyFromReply(reply) : text ? countyFromText(text) : undefined;
    if (!county) return said(w.countyUnknown);
    const words = turn.draft.place ?? '';
    await turn.go('menu', {});
    const hits = (await turn.deps.searchPublic(words, county)).slice(0, 5);
    if (!hits.length) return said(w.searchNone(turn.link(ROUTES.search)));
    const lines = hits.map((hit) =>
      w.searchResult(
        categoryDisplayName(hit.categoryName, turn.language) ?? '',
        hit.location,
        formatNairobiDay(hit.dateFound, turn.language),
        turn.link(ROUTES.item(hit.id)),
      ),
    );
    await turn.say([w.searchHeader, ...lines].join('\n'));
    return true;
  }
  return false;
}

export async function showMine(turn: Turn): Promise<void> {
  const w = turn.words;
  const { db } = turn.deps.ctx;
  const user = await findUserByPhone(db, accountPhoneOf(turn.waId));
  // Only a number WhatsApp and the account agree on: an unverified phone shows nothing here.
  const [mine, claims] = user?.phoneVerified ? await Promise.all([listItemsOf(db, user.id), listClaimsOf(db, user.id)]) : [[], []];
  if (!mine.length && !claims.length) return void (await turn.say(w.mineNone(turn.link(ROUTES.postItem))));
  const status = (s: string) => w.statusWords[s] ?? s;
  const category = (name: string | null) => categoryDisplayName(name, turn.language) ?? '';
  const lines = [
    ...mine.map((i) => w.mineItem(category(i.categoryName), i.county, status(i.status), turn.link(ROUTES.item(i.id)))),
    ...claims.map((c) => w.mineClaim(category(c.categoryName), c.county, status(c.status), turn.link(ROUTES.item(c.itemId)))),
  ];
  await turn.say(lines.join('\n'));
}

/** An item link the person forwards ("is this mine?"): the link that opens it to claim, in our words. */
export function sharedItemId(text: string, publicUrl: string): number | undefined {
  const host = publicUrl.replace(/^https?:\/\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:https?://)?${host}/items?/(\\d{1,9})\\b`).exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * A forwarded item link: the link that opens it to claim, in our words, under the item's photo
 * where the public may see one (the web's own item page decides; docs/decisions/0269).
 */
export async function showSharedItem(turn: Turn, itemId: number): Promise<void> {
  const words = turn.words.sharedItem(turn.link(`${ROUTES.item(itemId)}?claim=1`));
  const mediaId = await uploadItemPhoto(turn.deps, await turn.deps.publicPhotoOf(itemId));
  await turn.say(mediaId ? { type: 'image', mediaId, caption: words } : words);
}
