/**
 * An answer read into what it says: concepts from the word table (in either language), numbers,
 * dates and the remaining words, without filler. "Mtoto wangu na baluni nyekundu" and "my son
 * with a red balloon" both read as child, balloon, red.
 */
import { extractDates, DATE_MARK, type AnswerDate } from './answer-dates';
import { readNumbers } from './answer-numbers';
import { ANSWER_CONCEPTS, ANSWER_FILLER, ANSWER_HEDGES, ANSWER_LIGHT_WORDS, type AnswerWordKind } from './answer-words';
import { editDistance } from './edit-distance';

export type AnswerToken =
  | { type: 'concept'; id: string; kind: AnswerWordKind; weight: number }
  | { type: 'number'; value: number; weight: number }
  | { type: 'date'; date: AnswerDate; weight: number }
  | { type: 'word'; text: string; weight: number };

export interface ReadAnswer {
  tokens: AnswerToken[];
  hedged: boolean;
}

const PHRASES = new Map<string, number>();
/** Single table words by length, for the typo lookup. */
const WORDS_BY_LENGTH = new Map<number, string[]>();
ANSWER_CONCEPTS.forEach((concept, index) => {
  for (const word of concept.words) {
    PHRASES.set(word, index);
    if (!word.includes(' ')) WORDS_BY_LENGTH.set(word.length, [...(WORDS_BY_LENGTH.get(word.length) ?? []), word]);
  }
});
const MAX_PHRASE = 3;

/** The concept's name (its first word) and every wider one: son → child. */
const BY_NAME = new Map(ANSWER_CONCEPTS.map((concept) => [concept.words[0]!, concept]));
export function lineageOf(id: string): string[] {
  const line = [id];
  let concept = BY_NAME.get(id);
  while (concept?.parent && !line.includes(concept.parent)) {
    line.push(concept.parent);
    concept = BY_NAME.get(concept.parent);
  }
  return line;
}

/** Plural and possessive endings: "cards" → "card", "kids" → "kid"; words ending "ss" stay. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A typed word close to exactly one table word ("balck", "samsang", "nyekundo") reads as it. */
function conceptOfTypo(word: string): number | undefined {
  if (word.length < 5 || /\d/.test(word)) return undefined;
  const found = new Set<number>();
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    for (const known of WORDS_BY_LENGTH.get(length) ?? []) {
      if (known.length >= 5 && editDistance(word, known) <= 1) found.add(PHRASES.get(known)!);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** Lower case, no accents or apostrophes; amounts freed of "ksh", "bob", "/-" and thousands commas. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`](?!\d{2}\b)/g, '')
    .replace(/\b(?:ksh|kes|shs?)\.?\s*(?=\d)/g, ' ')
    .replace(/(\d)\s*(?:\/[-=]|bob\b|ksh\b|shillings?\b|shilingi\b)/g, '$1 ')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/g, '$1');
}

export function readAnswer(text: string): ReadAnswer {
  const { text: marked, dates } = extractDates(normalise(text));
  const raw = marked.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  const words = readNumbers(raw.map((w) => w.replace(/^'/, '')));
  const tokens: AnswerToken[] = [];
  let hedged = false;
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    const dateMark = new RegExp(`^${DATE_MARK}(\\d+)$`).exec(word);
    if (dateMark) {
      tokens.push({ type: 'date', date: dates[Number(dateMark[1])]!, weight: 1 });
      i += 1;
      continue;
    }
    if (/^\d+$/.test(word)) {
      tokens.push({ type: 'number', value: Number(word), weight: 1 });
      i += 1;
      continue;
    }
    let matched = false;
    for (let size = Math.min(MAX_PHRASE, words.length - i); size >= 1 && !matched; size -= 1) {
      const phrase = words.slice(i, i + size).join(' ');
      const index = PHRASES.get(phrase) ?? (size === 1 ? PHRASES.get(stem(phrase)) : undefined);
      if (index === undefined) continue;
      const concept = ANSWER_CONCEPTS[index]!;
      // "Samsung Galaxy" names one make, not two.
      if (!tokens.some((t) => t.type === 'concept' && t.id === concept.words[0]))
        tokens.push({ type: 'concept', id: concept.words[0]!, kind: concept.kind, weight: 1 });
      i += size;
      matched = true;
    }
    if (matched) continue;
    i += 1;
    if (ANSWER_HEDGES.has(word)) hedged = true;
    if (ANSWER_FILLER.has(word) || ANSWER_HEDGES.has(word)) continue;
    const typo = conceptOfTypo(word);
    if (typo !== undefined) {
      const concept = ANSWER_CONCEPTS[typo]!;
      tokens.push({ type: 'concept', id: concept.words[0]!, kind: concept.kind, weight: 1 });
      continue;
    }
    tokens.push({ type: 'word', text: stem(word), weight: ANSWER_LIGHT_WORDS.has(word) ? 0.5 : 1 });
  }
  return { tokens, hedged };
}
