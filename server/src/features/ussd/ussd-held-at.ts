/**
 * "Held at …" on an item's screen (issue 28, docs/decisions/0241). A USSD screen is read by the
 * caller who asked, not an SMS we send in our name, so the verified organisation's own name may
 * show, shortened to fit; its hours and landmark are on the item page the link leads to.
 */
import type { ScreenLine } from './ussd-text';
import { wordsFor, type UssdEnv } from './ussd-engine';
import { findHolderName } from './ussd.repository';

const WORDS = { en: { heldAt: 'Held at ' }, sw: { heldAt: 'Kiko ' } };

/** One line for a held item, none for an ordinary one. */
export async function heldAtLines(env: Pick<UssdEnv, 'ctx' | 'language'>, itemId: number): Promise<ScreenLine[]> {
  const holder = await findHolderName(env.ctx.db, itemId);
  return holder ? [{ lead: wordsFor(WORDS, env).heldAt, text: holder, shrinkTo: 8 }] : [];
}
