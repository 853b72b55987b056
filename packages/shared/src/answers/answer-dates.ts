/**
 * Dates in the spellings Kenyans write them, read into day, month and year: "12 May 1988",
 * "12.05.1988", "12/5/88", "1988-05-12", "May 12th", "12th of May", "Mei 12", "tarehe 12 mwezi
 * wa tano". Numbers are day first, as in Kenya. A part nobody wrote stays undefined.
 */
export interface AnswerDate {
  day?: number;
  month?: number;
  year?: number;
}

const MONTHS: Record<string, number> = {};
const monthNames: readonly (readonly string[])[] = [
  ['january', 'jan', 'januari'],
  ['february', 'feb', 'februari', 'febuari', 'febr'],
  ['march', 'mar', 'machi', 'marchi'],
  ['april', 'apr', 'aprili'],
  ['may', 'mei'],
  ['june', 'jun', 'juni'],
  ['july', 'jul', 'julai', 'julia'],
  ['august', 'aug', 'agosti', 'augusti'],
  ['september', 'sep', 'sept', 'septemba'],
  ['october', 'oct', 'oktoba', 'oktober'],
  ['november', 'nov', 'novemba'],
  ['december', 'dec', 'desemba', 'disemba', 'decemba'],
];
monthNames.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** "mwezi wa tano" is May: Kiswahili counts the months. */
const SW_MONTH_COUNT: Record<string, number> = {
  kwanza: 1,
  pili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  'kumi na moja': 11,
  'kumi na mbili': 12,
};
const SW_MONTH = /\bmwezi\s+(?:wa\s+)?(kumi na moja|kumi na mbili|kwanza|pili|tatu|nne|tano|sita|saba|nane|tisa|kumi|1[0-2]|0?[1-9])\b/g;

const ORD = '(?:st|nd|rd|th)?';
const DAY = `(\\d{1,2})${ORD}`;
const YEAR = `((?:19|20)\\d{2}|'?\\d{2})`;

export const fullYear = (text: string): number => {
  const digits = Number(text.replace("'", ''));
  if (digits >= 100) return digits;
  return digits <= 30 ? 2000 + digits : 1900 + digits;
};
const validDay = (day: number) => day >= 1 && day <= 31;
const validMonth = (month: number) => month >= 1 && month <= 12;

interface DatePattern {
  regex: RegExp;
  read(match: RegExpExecArray): AnswerDate | null;
}

const numericDate = (day: number, month: number, year?: number): AnswerDate | null => {
  // "5/12/88" written the American way stays readable when only one order makes sense.
  if (!validMonth(month) && validMonth(day) && validDay(month)) [day, month] = [month, day];
  if (!validDay(day) || !validMonth(month)) return null;
  return { day, month, year };
};

const PATTERNS: readonly DatePattern[] = [
  {
    regex: /\b((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/g,
    read: (m) => numericDate(Number(m[3]), Number(m[2]), Number(m[1])),
  },
  {
    regex: /\b(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4}|\d{2})\b/g,
    read: (m) => numericDate(Number(m[1]), Number(m[2]), fullYear(m[3]!)),
  },
  {
    regex: new RegExp(`\\b${DAY}\\s*(?:of\\s+|ya\\s+|,\\s*)?${MONTH}\\b(?:\\s*,?\\s*${YEAR}\\b)?`, 'g'),
    read: (m) => (validDay(Number(m[1])) ? { day: Number(m[1]), month: MONTHS[m[2]!], year: m[3] ? fullYear(m[3]) : undefined } : null),
  },
  {
    regex: new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?${DAY}\\b(?:\\s*,?\\s*${YEAR}\\b)?`, 'g'),
    read: (m) => (validDay(Number(m[2])) ? { day: Number(m[2]), month: MONTHS[m[1]!], year: m[3] ? fullYear(m[3]) : undefined } : null),
  },
  {
    regex: new RegExp(`\\b${MONTH}\\s*,?\\s*((?:19|20)\\d{2})\\b`, 'g'),
    read: (m) => ({ month: MONTHS[m[1]!], year: Number(m[2]) }),
  },
  {
    regex: /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/g,
    read: (m) => numericDate(Number(m[1]), Number(m[2])),
  },
];

/** Marks a date in the text; the tokeniser turns it back into the date it stands for. */
export const DATE_MARK = 'qdate';

/**
 * Finds the dates in lower-case text and replaces each by `qdate<n>`, returning the text and
 * the dates found, in order.
 */
export function extractDates(text: string): { text: string; dates: AnswerDate[] } {
  const dates: AnswerDate[] = [];
  let out = text.replace(SW_MONTH, (_all, count: string) => {
    const month = SW_MONTH_COUNT[count] ?? Number(count);
    return ` ${monthNames[month - 1]![0]} `;
  });
  for (const pattern of PATTERNS) {
    out = out.replace(pattern.regex, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const date = pattern.read(match);
      if (!date) return match[0];
      dates.push(date);
      return ` ${DATE_MARK}${dates.length - 1} `;
    });
  }
  // A month named alone ("in May") is a date too, when it cannot be a verb.
  out = out.replace(new RegExp(`\\b${MONTH}\\b`, 'g'), (name: string) => {
    if (name === 'may' || name === 'mar' || name === 'jan') return name;
    dates.push({ month: MONTHS[name] });
    return ` ${DATE_MARK}${dates.length - 1} `;
  });
  return { text: out, dates };
}
