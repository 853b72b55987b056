/**
 * One inbound WhatsApp message, answered (run by the whatsapp.handle-message job, once per
 * wamid). The conversation is kept per number in PostgreSQL; its language comes from the first
 * words (Kiswahili greetings get Kiswahili) or the menu's language row, and is remembered.
 */
import { findConversation, saveConversation, setTurnsByWhatsapp, startConversation } from '../whatsapp.repository';
import { continueFound, startFound } from './found-flow';
import { readInbound, type Inbound } from './inbound';
import { continueOther, sharedItemId, showMine, showSharedItem, startDocument, startSearch } from './other-flows';
import { Turn } from './turn';
import type { WaDeps } from './wa-reply';
import { languageOfFirstWords } from './wa-words';

/** Words that always bring the menu back, whatever step the person is at. */
const MENU_WORDS = /^(menu|menyu|hi|hello|hey|start|anza|habari|jambo|hujambo|mambo|niaje|sasa|cancel|acha)[\s!.?]*$/i;

export async function handleMessage(deps: WaDeps, waId: string, message: Record<string, unknown>): Promise<void> {
  const { db } = deps.ctx;
  const inbound = readInbound(message);
  const existing = await findConversation(db, waId);
  const conversation = existing ?? (await startConversation(db, waId, inbound.kind === 'text' ? languageOfFirstWords(inbound.text) : 'en'));
  await saveConversation(db, waId, { lastInboundAt: new Date() });
  const profileName = typeof message.profileName === 'string' ? message.profileName : null;
  const turn = new Turn(deps, conversation, profileName);

  if (inbound.kind === 'other') return void (await turn.say(turn.words.unsupported));
  if (!existing || (inbound.kind === 'text' && MENU_WORDS.test(inbound.text.trim())) || (inbound.kind === 'reply' && inbound.id === 'menu')) {
    return showMenu(turn);
  }
  if (inbound.kind === 'reply' && inbound.id.startsWith('menu:')) return chooseFromMenu(turn, inbound);
  if (inbound.kind === 'reply' && (inbound.id === 'turns:on' || inbound.id === 'turns:off')) return switchTurns(turn, inbound.id === 'turns:on');
  const shared = inbound.kind === 'text' ? sharedItemId(inbound.text, deps.ctx.config.publicUrl) : undefined;
  if (shared) return showSharedItem(turn, shared);
  if (turn.step.startsWith('found.')) return continueFound(turn, inbound);
  if (await continueOther(turn, inbound)) return;
  return showMenu(turn);
}

export async function showMenu(turn: Turn): Promise<void> {
  const w = turn.words;
  await turn.go('menu', {});
  await turn.say({
    type: 'list',
    body: `${w.welcome}\n${w.menuHint}`,
    button: w.menuButton,
    rows: [
      { id: 'menu:found', title: w.menuFound },
      { id: 'menu:document', title: w.menuDocument },
      { id: 'menu:search', title: w.menuSearch },
      { id: 'menu:mine', title: w.menuMine },
      { id: 'menu:turns', title: turn.turnsByWhatsapp ? w.menuTurnsOff : w.menuTurnsOn },
      { id: 'menu:language', title: w.menuLanguage },
    ],
  });
}

async function chooseFromMenu(turn: Turn, inbound: Extract<Inbound, { kind: 'reply' }>): Promise<void> {
  switch (inbound.id) {
    case 'menu:found':
      return startFound(turn);
    case 'menu:turns':
      return switchTurns(turn, !turn.turnsByWhatsapp);
    case 'menu:language':
      turn.language = turn.language === 'sw' ? 'en' : 'sw';
      return showMenu(turn);
    case 'menu:document':
      return startDocument(turn);
    case 'menu:search':
      return startSearch(turn);
    case 'menu:mine':
      return showMine(turn);
    default:
      return showMenu(turn);
  }
}

async function switchTurns(turn: Turn, on: boolean): Promise<void> {
  turn.turnsByWhatsapp = on;
  await setTurnsByWhatsapp(turn.deps.ctx.db, turn.waId, on);
  await turn.say(on ? turn.words.turnsOn : turn.words.turnsOff);
}
