/**
 * The passwords people try first, on any site and on ours: what an attacker's first guesses are.
 * An account whose number is proved may choose any password of 8 characters or more except these
 * (docs/decisions/0266): a rule that refuses what is actually guessed, instead of asking for
 * a capital letter and a digit that most people add as "Password1".
 */
const COMMON = [
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyui',
  'qwertyuiop',
  'qwerty12',
  'qwerty123',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  '1qaz2wsx',
  'abcdefgh',
  'abcd1234',
  'abc12345',
  'a1b2c3d4',
  'iloveyou',
  'iloveyou1',
  'letmein1',
  'welcome1',
  'welcome123',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'trustno1',
  'whatever',
  'computer',
  'kenya123',
  'kenya254',
  'nairobi1',
  'nairobi123',
  'mombasa1',
  'safaricom',
  'mpesa123',
  'okota123',
  'okotaapp',
  'jesus123',
  'jesuslovesme',
  'godisgood',
  'blessed1',
  'changeme',
  'mypassword',
  'nenosiri',
  'nenosiri1',
];

const LIST = new Set(COMMON);

/** One character repeated, or digits counting up or down (12345678, 98765432). */
function isRun(value: string): boolean {
  if (new Set(value).size === 1) return true;
  if (!/^\d+$/.test(value)) return false;
  const steps = new Set([...value].slice(1).map((digit, i) => (Number(digit) - Number(value[i]) + 10) % 10));
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}

export function isCommonPassword(password: string): boolean {
  const folded = password.trim().toLowerCase();
  return LIST.has(folded) || isRun(folded) || /^(.{1,4})\1+$/.test(folded);
}
