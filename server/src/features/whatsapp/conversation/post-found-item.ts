/**
 * The last tap of "I found something": the item the web makes, through the same operation
 * (items/create-item.ts: photos already processed with EXIF stripped, the contact check, held for
 * a person where in doubt), posted to the account of this WhatsApp number. A number with no
 * account gets one here, phone-verified (WhatsApp proved the number) after the consent step; a
 * number on an account whose phone is not verified is sent to verify it first; never merged.
 */
import { randomBytes } from 'node:crypto';
import { containsContactDetails, formatNairobiDay, isMpesaNumber, normalizePhone, ROUTES } from '@okota/shared';
import { createItemBody } from '@okota/shared/contracts/items.contract';
import { hashPassword } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { countEvent } from '../../../lib/analytics';
import { createAccount, findUserByPhone } from '../../auth';
import { createItem } from '../../items';
import type { Turn } from './turn';
import type { WaWords } from './wa-words';

export const turnsButtons = (words: WaWords) => [
  { id: 'turns:on', title: words.turnsOnWhatsapp },
  { id: 'turns:off', title: words.turnsBySms },
];

/** The account phone of a WhatsApp number: a Kenyan mobile as every form stores it, else '+' and the digits. */
export const accountPhoneOf = (waId: string) => normalizePhone(waId) ?? `+${waId}`;

export async function postFoundItem(turn: Turn): Promise<void> {
  const { ctx } = turn.deps;
  const words = turn.words;
  const phone = accountPhoneOf(turn.waId);
  let user = await findUserByPhone(ctx.db, phone);
  if (user && !user.phoneVerified) {
    await turn.go('menu', {});
    await turn.say(words.verifyFirst(turn.link(ROUTES.verifyPhone)));
    return;
  }
  if (!user) {
    // The person's own profile name, unless it carries contact details; "Okota" otherwise (editable on the web).
    const name = (turn.profileName ?? '').trim().slice(0, 50);
    const firstName = name && !containsContactDetails(name) ? name : 'Okota';
    user = await createAccount(ctx.db, {
      data: { firstName, lastName: '', email: null, phone },
      // Nobody knows it: the person signs in on the web by an SMS code (docs/decisions/0230).
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      language: turn.language,
      emailVerified: false,
      phoneVerified: true,
    });
    await countEvent(ctx.db, 'newRegistrations');
  }
  if (user.suspended) {
    await turn.say(words.postFailed);
    return;
  }

  const draft = turn.draft;
  const day = formatNairobiDay(draft.dateFound ?? '', turn.language);
  const place = draft.place ?? words.sharedLocation;
  const questions = draft.questions ?? [];
  const parsed = createItemBody.safeParse({
    title: words.itemTitle(draft.categoryName ?? '', draft.county ?? ''),
    description: words.itemDescription(place, day),
    categoryId: draft.categoryId,
    location: draft.county,
    nearLocation: draft.place,
    latitude: draft.latitude,
    longitude: draft.longitude,
    dateFound: draft.dateFound,
    verificationQuestion1: questions[0]?.question,
    verificationAnswer1: questions[0]?.answer,
    verificationQuestion2: questions[1]?.question,
    verificationAnswer2: questions[1]?.answer,
    verificationQuestion3: questions[2]?.question,
    verificationAnswer3: questions[2]?.answer,
    images: draft.photos,
  });
  if (!parsed.success) {
    ctx.log.warn({ issues: parsed.error.issues.map((i) => i.path.join('.')) }, 'WhatsApp draft did not make an item');
    await turn.say(words.postFailed);
    return;
  }
  try {
    const item = await createItem(ctx, { finder: user, body: parsed.data, photos: [] });
    await turn.go('menu', {});
    const url = turn.link(ROUTES.item(item.id));
    const posted = item.isHidden ? words.postedHeld(url) : words.posted(url);
    // A number M-Pesa cannot pay gets its account, and is asked for an M-Pesa number now, long
    // before a reward would wait for one (docs/decisions/0262, 0269).
    const thanks = isMpesaNumber(phone) ? posted : `${posted}\n\n${words.notMpesa(turn.link(ROUTES.verifyPhone))}`;
    // The first post is when updates start to matter: asked once, then switched from the menu.
    if (turn.turnsByWhatsapp) await turn.say(thanks);
    else await turn.say({ type: 'buttons', body: `${thanks}\n\n${words.askTurns}`, buttons: turnsButtons(words) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'PHOTOS_EXPIRED') {
      await turn.go('menu', {});
      await turn.say(words.photosExpired);
    } else await turn.say(error.code === 'TOO_MANY_REQUESTS' ? words.tooMany : words.postFailed);
  }
}
