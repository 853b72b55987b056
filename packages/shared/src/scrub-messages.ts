/**
 * Messages between an owner who paid and the finder (docs/decisions/0282): the payment revealed
 * each one's phone to the other, so phones, e-mails and links stay; what still harms there is an
 * M-Pesa destination (a till, buy goods, a paybill and account, an agent or store number, 'lipa
 * na M-Pesa', 'tuma kwa': a finder asking for more money outside Okota, and a fee bypass) and a
 * private document number of anyone (ID, passport, KRA PIN …). A sender's recent messages are
 * read as one text in reading order, so a till split over three messages is found whole; each
 * message loses its own part of it, and the rest of its words stay. Only what the detector is sure
 * of is removed: a chat has no one to hold it for, and doubt there would stop a hand-over.
 */
import { findContactDetails, type ContactDetail } from './scrub';

/** What a message can lose, as the chat names it to both sides. */
export type MessageRemoval = 'payment' | 'document';

/** In place of what was removed: no words, so it reads the same in English and Kiswahili; the chat says what went. */
export const MESSAGE_REMOVED_MARK = '***';

const REMOVAL_OF: Partial<Record<ContactDetail['kind'], MessageRemoval>> = { mpesa: 'payment', document: 'document' };

export interface MessageVerdict {
  /** Each message as it is to be stored and read (unchanged when nothing of it was found). */
  texts: string[];
  /** Per message, what it lost, in a fixed order ('payment' before 'document'); empty when nothing. */
  removed: MessageRemoval[][];
}

/** Only what a chat may not carry, in [start, end) of `text`. */
const harmful = (text: string) => findContactDetails(text).filter((detail) => REMOVAL_OF[detail.kind]);

function replaceSpans(text: string, spans: ContactDetail[]): string {
  let out = '';
  let position = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.end <= position) continue;
    out += text.slice(position, Math.max(position, span.start)) + (span.start >= position ? MESSAGE_REMOVED_MARK : '');
    position = span.end;
  }
  return out + text.slice(position);
}

/**
 * `messages`: one sender's recent messages in one conversation, oldest first, the new one last.
 * Each is read alone and all are read joined, separated by a space as the fields of an item are (scrub-joined.ts):
 * a reader reads on from one message to the next.
 */
export function checkMessageTexts(messages: readonly string[]): MessageVerdict {
  const found: ContactDetail[][] = messages.map((text) => harmful(text));
  if (messages.length > 1) {
    let joined = '';
    const offsets = messages.map((text) => {
      if (joined) joined += ' ';
      const start = joined.length;
      joined += text;
      return start;
    });
    for (const detail of harmful(joined)) {
      messages.forEach((text, index) => {
        const from = Math.max(detail.start, offsets[index]);
        const to = Math.min(detail.end, offsets[index] + text.length);
        // Only the message's own characters, and only where it holds more than blanks.
        if (from < to && text.slice(from - offsets[index], to - offsets[index]).trim()) {
          found[index].push({ kind: detail.kind, start: from - offsets[index], end: to - offsets[index] });
        }
      });
    }
  }
  return {
    texts: messages.map((text, index) => (found[index].length ? replaceSpans(text, found[index]) : text)),
    removed: found.map((details) => (['payment', 'document'] as const).filter((removal) => details.some((detail) => REMOVAL_OF[detail.kind] === removal))),
  };
}
