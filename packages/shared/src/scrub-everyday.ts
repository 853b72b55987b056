/**
 * Numbers of everyday life in a detector reading that are never part of a phone number: dates
 * ('12/03/2025', '2025-03-12', '12 March 2025'), times ('7:30pm', '10:30'), prices ('KSh 1,500',
 * 'Ksh. 2500'), coordinates and ISBNs. The phone finder and the doubt score treat them as walls.
 */
import { allMatches } from './scrub-reading';

const DATE = /(?<!\d)(?:(\d{1,2})([./-])(\d{1,2})\2(?:19|20)\d{2}|(?:19|20)\d{2}([./-])(\d{1,2})\4(\d{1,2}))(?!\d)/g;
/** English and Kiswahili month names and their abbreviations. */
const MONTHS = String.raw`(?:jan(?:uary|uari)?|feb(?:ruary|ruari)?|mar(?:ch)?|machi|apr(?:il|ili)?|may|mei|june?|juni|july?|julai|aug(?:ust)?|agosti|sep(?:t(?:ember)?)?|septemba|oct(?:ober)?|oktoba|nov(?:ember|emba)?|dec(?:ember)?|desemba)\.?\b`;
const WORD_DATE = new RegExp(
  String.raw`(?<![\d])\d{1,2}(?:st|nd|rd|th)? ?(?:ya )?${MONTHS},? ?(?:(?:19|20)\d{2})?(?!\d)|\b${MONTHS} \d{1,2}(?:st|nd|rd|th)?,? ?(?:(?:19|20)\d{2})?(?!\d)`,
  'gi',
);
/** h:mm, h.mm, with am/pm or hrs; beside other digits it may be part of a disguised number instead. */
const TIME = /(?<![\d:])([01]?\d|2[0-3])[:.h]([0-5]\d)(?: ?(?:am|pm|a\.m\.|p\.m\.|hrs|h)\b)?(?![\d:])/gi;
const PRICE =
  /\b(?:ksh|kshs|kes|sh|shs|usd|bob)\.?:? ?\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\b(?:ksh|kshs|kes|sh|shs|usd)\.?:? ?\d{1,7}(?:\.\d{1,2})?|\b\d{1,3}(?:,\d{3})*(?:\.\d{1,2})? ?(?:ksh|kshs|bob|\/=)/gi;
const COORDINATES = /-?\d{1,3}\.\d{3,8}, ?-?\d{1,3}\.\d{3,8}/g;
const ISBN = /\bisbn(?:-1[03])?:? ?[\d -]{9,17}[\dx]\b/gi;

const OTHER_EVERYDAY = [WORD_DATE, PRICE, COORDINATES, ISBN];

const isDayAndMonth = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));

/** The everyday numbers of a text: each of their characters marked 1. */
export function everydayWalls(text: string): Uint8Array {
  const walls = new Uint8Array(text.length);
  markEveryday(text, walls);
  return walls;
}

/** Marks each character of an everyday number in `walls`. */
function markEveryday(text: string, walls: Uint8Array): void {
  const mark = (match: RegExpExecArray) => walls.fill(1, match.index, match.index + match[0].length);
  for (const match of allMatches(DATE, text)) {
    const first = match[1] ? match[1] : match[5];
    const second = match[1] ? match[3] : match[6];
    if (isDayAndMonth(Number(first), Number(second))) mark(match);
  }
  for (const pattern of OTHER_EVERYDAY) for (const match of allMatches(pattern, text)) mark(match);
  // After the other everyday numbers: a time beside a date is a time.
  const times = allMatches(TIME, text);
  if (times.length > 0) markTimes(text, times, mark, walls);
}

/**
 * A time beside other digits ('07 12:34 56', '7:00 0 0 0') may be part of a disguised number;
 * beside another time ('10:30 11:45') it is a time.
 */
function markTimes(text: string, times: RegExpExecArray[], mark: (match: RegExpExecArray) => void, walls: Uint8Array): void {
  const inTime = new Uint8Array(text.length);
  for (const match of times) inTime.fill(1, match.index, match.index + match[0].length);
  const digitNear = (from: number, step: number, evenInTime: boolean) => {
    for (let i = from, k = 0; k < 4 && i >= 0 && i < text.length; i += step, k++) {
      if (walls[i]) return false; // a date beside it ('2025-06-06 21:22hrs'): a time
      if (/\d/.test(text[i])) return evenInTime || !inTime[i];
      if (/\p{L}/u.test(text[i]) && text[i] !== 'x' && text[i] !== 'X') return false;
    }
    return false;
  };
  for (const match of times) {
    // '8.30 am' is a time; a bare '8.30' beside other digits, even another one, may be a number ('07 12.30 45.18').
    const loose = match[0][match[1].length] !== ':' && !/[a-z]$/i.test(match[0]);
    const end = match.index + match[0].length;
    if (!digitNear(match.index - 1, -1, loose) && !digitNear(end, 1, loose)) mark(match);
  }
}
