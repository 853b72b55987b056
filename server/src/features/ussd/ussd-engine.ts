/**
 * The USSD screen engine. Africa's Talking sends, on every step, the whole path typed so far
 * (`text`, inputs joined by '*'), so the server keeps no session: each request replays the path
 * from the first screen (docs/reference/africastalking.md §5.4). `0` goes back one screen, `00` to the main
 * menu; an input a screen does not take leaves the caller on that screen, told what to type.
 *
 * Screens only build words while the path is replayed; what a screen does (an SMS, a lost
 * report) happens when it is the answer being sent (`env.isAnswer`), once per session.
 */
import type { AppContext } from '../../context';
import { fitLines, tryToFitLines, type ScreenLine } from './ussd-text';

export type UssdLanguage = 'en' | 'sw';

export const BACK = '0';
export const HOME = '00';

export interface UssdEnv {
  ctx: AppContext;
  /** The caller's number as the network gave it, +254…. */
  phone: string;
  sessionId: string;
  language: UssdLanguage;
  /** The screen is the one being answered: its effects may happen now. */
  isAnswer: boolean;
}

export interface ScreenView {
  lines: Array<ScreenLine | string>;
  /** The last screen: the session ends (`END`). */
  end?: boolean;
}

export interface Screen {
  render(env: UssdEnv): ScreenView | Promise<ScreenView>;
  /** Where an input leads, or null when this screen does not take it. */
  choose?(input: string, env: UssdEnv): Step | null | Promise<Step | null>;
  /** What to type, shown above the screen after an input it did not take. */
  hint?(env: UssdEnv): string;
}

/** The next screen; optionally a new language, or a fresh start (Back then leads nowhere older). */
export type Step = Screen | { screen: Screen; language?: UssdLanguage; reset?: boolean };

const NAVIGATION = {
  en: { footer: '0 Back 00 Home', hint: 'Type the number of your choice.' },
  sw: { footer: '0 Rudi 00 Mwanzo', hint: 'Andika nambari ya chaguo lako.' },
};

export interface UssdRun {
  /** The body of the answer: 'CON …' or 'END …'. */
  answer: string;
  /** The language the caller last chose on this path, if they chose one. */
  chosenLanguage?: UssdLanguage;
}

/** Replays `inputs` from `start`; `home` is where `00` leads. */
export async function runUssd(options: {
  ctx: AppContext;
  phone: string;
  sessionId: string;
  language: UssdLanguage;
  start: Screen;
  home: Screen;
  inputs: string[];
}): Promise<UssdRun> {
  const { inputs, home } = options;
  let language = options.language;
  let chosenLanguage: UssdLanguage | undefined;
  const env = (isAnswer: boolean): UssdEnv => ({ ctx: options.ctx, phone: options.phone, sessionId: options.sessionId, language, isAnswer });
  let stack: Screen[] = [options.start];
  let rejected = false;

  for (const input of inputs) {
    const top = stack[stack.length - 1];
    rejected = false;
    if (input === HOME) {
      stack = [home];
    } else if (input === BACK) {
      if (stack.length > 1) stack.pop();
    } else {
      const step = top.choose ? await top.choose(input, env(false)) : null;
      if (!step) {
        rejected = true;
        continue;
      }
      const next = 'render' in step ? { screen: step } : step;
      if (next.language) language = chosenLanguage = next.language;
      stack = next.reset ? [next.screen] : [...stack, next.screen];
    }
  }

  const top = stack[stack.length - 1];
  const answerEnv = env(true);
  const view = await top.render(answerEnv);
  const words = NAVIGATION[language];
  const footer = !view.end && stack.length > 1 ? [words.footer] : [];
  const hint = rejected ? [top.hint?.(answerEnv) ?? words.hint] : [];
  // After a bad input, what to type comes first; on a full screen it takes the heading's place.
  const body = tryToFitLines([...hint, ...view.lines, ...footer]) ?? fitLines([...hint, ...view.lines.slice(1), ...footer]);
  return { answer: `${view.end ? 'END' : 'CON'} ${body}`, chosenLanguage };
}

/** The inputs in `text`: '' is none; '1*2*abc' is ['1', '2', 'abc']. */
export function inputsOf(text: string): string[] {
  return text === '' ? [] : text.split('*').map((input) => input.trim());
}

/** Words in the caller's language. */
export function wordsFor<T>(words: { en: T; sw: T }, env: { language: UssdLanguage }): T {
  return words[env.language];
}

/** An option list's lines: '1 Electronics', '2 Documents'…, each name shortened if the screen needs it. */
export function optionLines(labels: string[], shrinkTo = 8): ScreenLine[] {
  return labels.map((label, i) => ({ lead: `${i + 1} `, text: label, shrinkTo }));
}

/** The option number typed, 1…count, or null. */
export function chosenIndex(input: string, count: number): number | null {
  if (!/^\d{1,2}$/.test(input)) return null;
  const n = Number(input);
  return n >= 1 && n <= count ? n - 1 : null;
}

/** Caches one load per screen object: a replayed path asks the database once per screen (the arguments of the first call win). */
export function memo<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let pending: Promise<T> | undefined;
  return (...args) => (pending ??= load(...args));
}
