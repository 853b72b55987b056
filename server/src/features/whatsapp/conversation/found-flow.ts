/**
 * "I found something": photos (1–4) → category (list) → county (typed, or paged lists) → place
 * (typed, or a shared location) → when → up to three questions with answers → preview → post.
 * Each step answers the message in front of it; anything else re-asks the same question.
 */
import { categoryDisplayName, formatNairobiDay, ROUTES, todayInNairobi } from '@okota/shared';
import { AppError } from '../../../lib/errors';
import { findUserByPhone } from '../../auth';
import { uploadTemporaryPhotos } from '../../items';
import { listCategoryChoices, saveConversation } from '../whatsapp.repository';
import { countyFromReply, countyFromText, countyRows } from './county-choices';
import type { Inbound } from './inbound';
import { uploadItemPhoto } from './item-photo';
import { accountPhoneOf, postFoundItem } from './post-found-item';
import type { Turn } from './turn';

const MAX_PHOTOS = 4;
const MAX_QUESTIONS = 3;

export async function startFound(turn: Turn): Promise<void> {
  const account = await findUserByPhone(turn.deps.ctx.db, accountPhoneOf(turn.waId));
  if (account && !account.phoneVerified) {
    await turn.go('menu', {});
    await turn.say(turn.words.verifyFirst(turn.link(ROUTES.verifyPhone)));
    return;
  }
  if (!account && !turn.consentedAt) {
    await turn.go('found.consent', {});
    await askConsent(turn);
    return;
  }
  await turn.go('found.photos', { photos: [] });
  await turn.say(turn.words.askPhotos);
}

function askConsent(turn: Turn) {
  const w = turn.words;
  return turn.say({
    type: 'buttons',
    body: w.consent(turn.link(ROUTES.terms), turn.link(ROUTES.privacy)),
    buttons: [
      { id: 'consent:yes', title: w.agree },
      { id: 'consent:no', title: w.notNow },
    ],
  });
}

async function askCategory(turn: Turn) {
  const categories = await listCategoryChoices(turn.deps.ctx.db);
  return turn.say({
    type: 'list',
    body: turn.words.askCategory,
    button: turn.words.categoryButton,
    rows: categories.slice(0, 10).map((c) => ({ id: `cat:${c.id}`, title: categoryDisplayName(c.name, turn.language) })),
  });
}

const askCounty = (turn: Turn, page = 0) =>
  turn.say({ type: 'list', body: turn.words.askCounty, button: turn.words.countyButton, rows: countyRows(page, turn.words.countyMore) });

const askWhen = (turn: Turn) =>
  turn.say({
    type: 'buttons',
    body: turn.words.askWhen,
    buttons: [
      { id: 'when:today', title: turn.words.today },
      { id: 'when:yesterday', title: turn.words.yesterday },
      { id: 'when:earlier', title: turn.words.earlier },
    ],
  });

const askMore = (turn: Turn) =>
  turn.say({
    type: 'buttons',
    body: turn.words.moreQuestions,
    buttons: [
      { id: 'q:add', title: turn.words.addQuestion },
      { id: 'q:done', title: turn.words.goOn },
    ],
  });

async function askQuestion(turn: Turn) {
  await turn.go('found.question');
  await turn.say(turn.words.askQuestion((turn.draft.questions ?? []).length + 1));
}

async function showPreview(turn: Turn) {
  const d = turn.draft;
  await turn.go('found.preview');
  // The first photo above the preview, as the finder will see it posted (docs/decisions/0269).
  const imageId = await uploadItemPhoto(turn.deps, d.photos?.[0]);
  await turn.say({
    type: 'buttons',
    ...(imageId ? { imageId } : {}),
    body: turn.words.preview({
      category: d.categoryName ?? '',
      county: d.county ?? '',
      place: d.place ?? turn.words.sharedLocation,
      day: formatNairobiDay(d.dateFound ?? '', turn.language),
      photos: d.photos?.length ?? 0,
      questions: d.questions?.length ?? 0,
    }),
    buttons: [
      { id: 'post:yes', title: turn.words.post },
      { id: 'post:restart', title: turn.words.startOver },
    ],
  });
}

/** 'DD/MM/YYYY' (or with - or .) → 'YYYY-MM-DD' when a real day, not in the future. */
export function dayFromText(text: string, today = todayInNairobi()): string | undefined {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const day = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return undefined;
  return day <= today ? day : undefined;
}

async function takePhoto(turn: Turn, mediaId: string): Promise<void> {
  const { ctx, client } = turn.deps;
  const photos = turn.draft.photos ?? [];
  try {
    const media = await client.downloadMedia(mediaId);
    // The same processing as every uploaded photo: type checked, EXIF and GPS stripped, renditions made.
    const [stored] = await uploadTemporaryPhotos(ctx, { photos: [media.bytes], ownerId: null });
    photos.push(stored.url);
  } catch (error) {
    ctx.log.warn({ err: error instanceof AppError ? error.code : (error as Error).message }, 'WhatsApp photo not used');
    await turn.say(turn.words.photoBad);
    return;
  }
  if (photos.length >= MAX_PHOTOS) {
    await turn.go('found.category', { ...turn.draft, photos });
    await askCategory(turn);
    return;
  }
  await turn.go('found.photos', { ...turn.draft, photos });
  await turn.say({ type: 'buttons', body: turn.words.photoReceived(photos.length), buttons: [{ id: 'photos:done', title: turn.words.photosDone }] });
}

export async function continueFound(turn: Turn, inbound: Inbound): Promise<void> {
  const w = turn.words;
  const reply = inbound.kind === 'reply' ? inbound.id : undefined;
  const text = inbound.kind === 'text' ? inbound.text.trim() : undefined;
  switch (turn.step) {
    case 'found.consent':
      if (reply === 'consent:yes') {
        turn.consentedAt = new Date();
        await saveConversation(turn.deps.ctx.db, turn.waId, { consentedAt: turn.consentedAt });
        return startFound(turn);
      }
      if (reply === 'consent:no') {
        await turn.go('menu', {});
        return void (await turn.say(w.consentDeclined));
      }
      return void (await askConsent(turn));

    case 'found.photos':
      if (inbound.kind === 'image') return takePhoto(turn, inbound.mediaId);
      if (reply === 'photos:done' && (turn.draft.photos ?? []).length > 0) {
        await turn.go('found.category');
        return void (await askCategory(turn));
      }
      return void (await turn.say((turn.draft.photos ?? []).length ? w.photoReceived(turn.draft.photos!.length) : w.needPhoto));

    case 'found.category': {
      const id = reply?.startsWith('cat:') ? Number(reply.slice(4)) : NaN;
      const category = (await listCategoryChoices(turn.deps.ctx.db)).find((c) => c.id === id);
      if (!category) return void (await askCategory(turn));
      await turn.go('found.county', { ...turn.draft, categoryId: category.id, categoryName: categoryDisplayName(category.name, turn.language) });
      return void (await askCounty(turn));
    }

    case 'found.county': {
      if (reply?.startsWith('county-page:')) return void (await askCounty(turn, Math.max(0, Number(reply.slice(12)) || 0)));
      const county = reply ? countyFromReply(reply) : text ? countyFromText(text) : undefined;
      if (!county) {
        if (text) await turn.say(w.countyUnknown);
        return void (await askCounty(turn));
      }
      await turn.go('found.place', { ...turn.draft, county });
      return void (await turn.say(w.askPlace));
    }

    case 'found.place':
      if (inbound.kind === 'location') {
        // Stored as a web pin is: at most six decimals (about 10 cm).
        const latitude = inbound.latitude.toFixed(6);
        const longitude = inbound.longitude.toFixed(6);
        await turn.go('found.when', { ...turn.draft, latitude, longitude, place: undefined });
        return void (await askWhen(turn));
      }
      if (text && text.length >= 2) {
        if (text.length > 300) return void (await turn.say(w.placeTooLong));
        await turn.go('found.when', { ...turn.draft, place: text });
        return void (await askWhen(turn));
      }
      return void (await turn.say(w.askPlace));

    case 'found.when': {
      const today = todayInNairobi();
      const yesterday = todayInNairobi(new Date(Date.now() - 24 * 60 * 60 * 1000));
      if (reply === 'when:today' || reply === 'when:yesterday') {
        await turn.go('found.question', { ...turn.draft, dateFound: reply === 'when:today' ? today : yesterday, questions: [] });
        return askQuestion(turn);
      }
      if (reply === 'when:earlier') {
        await turn.go('found.date');
        return void (await turn.say(w.askDate));
      }
      return void (await askWhen(turn));
    }

    case 'found.date': {
      const day = text ? dayFromText(text) : undefined;
      if (!day) return void (await turn.say(w.badDate));
      await turn.go('found.question', { ...turn.draft, dateFound: day, questions: [] });
      return askQuestion(turn);
    }

    case 'found.question':
      if (!text || text.length < 10 || text.length > 500) return void (await turn.say(w.questionShort));
      await turn.go('found.answer', { ...turn.draft, questions: [...(turn.draft.questions ?? []), { question: text }] });
      return void (await turn.say(w.askAnswer));

    case 'found.answer': {
      if (!text) return void (await turn.say(w.askAnswer));
      const questions = [...(turn.draft.questions ?? [])];
      questions[questions.length - 1] = { ...questions[questions.length - 1], answer: text.slice(0, 200) };
      await turn.go('found.more', { ...turn.draft, questions });
      if (questions.length >= MAX_QUESTIONS) return showPreview(turn);
      return void (await askMore(turn));
    }

    case 'found.more':
      if (reply === 'q:add') return askQuestion(turn);
      if (reply === 'q:done') return showPreview(turn);
      return void (await askMore(turn));

    case 'found.preview':
      if (reply === 'post:yes') return postFoundItem(turn);
      if (reply === 'post:restart') return startFound(turn);
      return showPreview(turn);
  }
}
