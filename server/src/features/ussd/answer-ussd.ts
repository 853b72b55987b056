/**
 * One USSD request: who calls (the network's number for the phone), where the session began
 * (the language screen for a number that never chose a language, else the main menu), the path
 * replayed, and the language remembered when the caller chose one.
 */
import { normalizePhone } from '@okota/shared';
import type { AppContext } from '../../context';
import { inputsOf, runUssd } from './ussd-engine';
import { languageScreen, mainMenu } from './menu-main';
import { findUssdCaller, rememberUssdLanguage } from '../sms';

export interface UssdRequest {
  sessionId: string;
  phoneNumber: string;
  text: string;
}

export const NOT_A_KENYAN_NUMBER = 'END Okota works with Kenyan mobile numbers only. / Okota inafanya kazi na nambari za simu za Kenya pekee.';
export const SERVICE_UNAVAILABLE =
  'END Sorry, Okota is not available right now. Please try again later. / Samahani, Okota haipatikani sasa. Jaribu tena baadaye.';

export async function answerUssd(ctx: AppContext, request: UssdRequest): Promise<string> {
  const phone = normalizePhone(request.phoneNumber);
  if (!phone) return NOT_A_KENYAN_NUMBER;
  try {
    const caller = await findUssdCaller(ctx.db, phone);
    const beganOnLanguage = !caller || caller.firstSessionId === request.sessionId;
    const run = await runUssd({
      ctx,
      phone,
      sessionId: request.sessionId,
      language: caller?.language ?? 'en',
      start: beganOnLanguage ? languageScreen() : mainMenu(),
      home: mainMenu(),
      inputs: inputsOf(request.text),
    });
    if (run.chosenLanguage && run.chosenLanguage !== caller?.language) {
      await rememberUssdLanguage(ctx.db, { phone, language: run.chosenLanguage, sessionId: request.sessionId });
    }
    return run.answer;
  } catch (error) {
    // Africa's Talking ends the session on an error status without a word; an END says why.
    ctx.log.error({ err: error }, 'ussd: could not answer');
    return SERVICE_UNAVAILABLE;
  }
}
