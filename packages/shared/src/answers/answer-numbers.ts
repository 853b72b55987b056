/**
 * Numbers written as words, in English and Kiswahili, read as digits: "two", "mbili",
 * "wawili", "kumi na mbili" (12), "mia tano" (500), "elfu moja mia mbili" (1,200), "five
 * hundred", "twenty five", "2k". English puts the multiplier after its count ("five hundred"),
 * Kiswahili before it ("mia tano").
 */
const EN_UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  pair: 2,
  dozen: 12,
  single: 1,
  both: 2,
};
const EN_SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/** Kiswahili counts, with the class prefixes people use ("watoto wawili", "vitu vitatu"). */
const SW_UNITS: Record<string, number> = {
  sifuri: 0,
  moja: 1,
  mmoja: 1,
  kimoja: 1,
  mojawapo: 1,
  kwanza: 1,
  mbili: 2,
  wawili: 2,
  viwili: 2,
  pili: 2,
  mawili: 2,
  tatu: 3,
  watatu: 3,
  vitatu: 3,
  matatu: 3,
  nne: 4,
  wanne: 4,
  vinne: 4,
  manne: 4,
  tano: 5,
  watano: 5,
  vitano: 5,
  matano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  wanane: 8,
  vinane: 8,
  tisa: 9,
  kenda: 9,
  kumi: 10,
  ishirini: 20,
  thelathini: 30,
  arobaini: 40,
  hamsini: 50,
  sitini: 60,
  sabini: 70,
  themanini: 80,
  tisini: 90,
};
const SW_SCALES: Record<string, number> = { mia: 100, elfu: 1000, laki: 100_000, milioni: 1_000_000 };

const isUnit = (word: string) => word in EN_UNITS || word in SW_UNITS || /^\d+$/.test(word);
const unitOf = (word: string) => EN_UNITS[word] ?? SW_UNITS[word] ?? Number(word);
const isNumberWord = (word: string | undefined) => word !== undefined && (isUnit(word) || word in EN_SCALES || word in SW_SCALES);

/** The value of a run of number words starting at `start`, and how many words it used. */
function readRun(words: readonly string[], start: number): { value: number; used: number } | null {
  let total = 0;
  let current = 0;
  let i = start;
  let seen = false;
  while (i < words.length) {
    const word = words[i]!;
    if ((word === 'and' || word === 'na') && seen && isNumberWord(words[i + 1])) {
      i += 1;
      continue;
    }
    if (word in SW_SCALES) {
      // "mia tano": the count follows; "mia" alone is a hundred.
      const scale = SW_SCALES[word]!;
      const next = words[i + 1];
      let count = 1;
      let step = 1;
      if (next !== undefined && isUnit(next) && !(next in SW_SCALES)) {
        count = unitOf(next);
        step = 2;
        // "elfu kumi na tano" = 15,000: the count may itself be "kumi na tano".
        if (count >= 10 && count < 100 && words[i + 2] === 'na' && words[i + 3] && unitOf(words[i + 3]!) < 10 && isUnit(words[i + 3]!)) {
          count += unitOf(words[i + 3]!);
          step = 4;
        }
      }
      total += current + scale * count;
      current = 0;
      i += step;
      seen = true;
      continue;
    }
    if (word in EN_SCALES) {
      const scale = EN_SCALES[word]!;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      i += 1;
      seen = true;
      continue;
    }
    if (isUnit(word)) {
      // Two plain digits in a row are two numbers ("2 5"), not one.
      if (seen && /^\d+$/.test(word) && /^\d+$/.test(words[i - 1] ?? '')) break;
      const unit = unitOf(word);
      // "twenty five" adds; "four five six" and "nineteen eighty eight" are read digit by digit.
      const adds = !seen || (current % 10 === 0 && current % 100 !== 0 && unit < 10) || (current % 100 === 0 && unit < 100);
      current = adds ? current + unit : Number(`${current}${unit}`);
      i += 1;
      seen = true;
      continue;
    }
    break;
  }
  if (!seen) return null;
  // A trailing "and"/"na" belongs to the sentence, not the number.
  return { value: total + current, used: i - start };
}

/** Replaces every run of number words by its digits: ['kumi','na','mbili','cards'] → ['12','cards']. */
export function readNumbers(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    const kilo = /^(\d+)k$/.exec(word);
    if (kilo) {
      out.push(String(Number(kilo[1]) * 1000));
      i += 1;
      continue;
    }
    if (!isNumberWord(word)) {
      out.push(word);
      i += 1;
      continue;
    }
    const run = readRun(words, i);
    if (!run || run.used === 0) {
      out.push(word);
      i += 1;
      continue;
    }
    out.push(String(run.value));
    i += run.used;
  }
  return out;
}
