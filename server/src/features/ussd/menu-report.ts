/**
 * Menu 4, report a lost item: category → county → a few words (→ the document's number, for
 * documents) → a lost report tied to the caller's number, matched like any other and told by
 * SMS. Also the end of menu 2 when a number was not found: the report carries the number.
 */
import { MAX_OPEN_LOST_REPORTS, isDocumentNumber, isDocumentsCategory, normalizeDocumentNumber } from '@okota/shared';
import { wordsFor, type Screen } from './ussd-engine';
import { categoryPicker, countyPicker, type CategoryChoice } from './ussd-pickers';
import { siteName } from './menu-search';
import { fileUssdReport, type UssdReportDraft } from './file-ussd-report';

const WORDS = {
  en: {
    describe: 'Describe it in a few words, e.g. black Tecno phone:',
    describeHint: 'Type at least 3 letters.',
    number: 'Type the number on the document, or 1 to skip:',
    numberHint: 'Type the number as printed (letters and digits), or 1 to skip.',
    saved: 'Saved. We will send an SMS to this number when a matching item is found. Your report stays open for 90 days.',
    limited: 'You have reported many items today. Please try again tomorrow.',
    tooMany: (site: string) => `This number already has ${MAX_OPEN_LOST_REPORTS} open reports. Wait for one to end, or manage them on ${site}.`,
    failed: 'Sorry, we could not save your report now. Please try again later.',
  },
  sw: {
    describe: 'Kieleze kwa maneno machache, mfano simu nyeusi ya Tecno:',
    describeHint: 'Andika angalau herufi 3.',
    number: 'Andika nambari ya hati, au 1 kuruka:',
    numberHint: 'Andika nambari kama ilivyochapishwa (herufi na tarakimu), au 1 kuruka.',
    saved: 'Imehifadhiwa. Tutatuma SMS kwa nambari hii kitu kinachofanana kikipatikana. Ripoti yako itakuwa wazi kwa siku 90.',
    limited: 'Umeripoti vitu vingi leo. Tafadhali jaribu tena kesho.',
    tooMany: (site: string) => `Nambari hii tayari ina ripoti ${MAX_OPEN_LOST_REPORTS} zilizo wazi. Subiri moja iishe, au uzisimamie kwenye ${site}.`,
    failed: 'Samahani, hatukuweza kuhifadhi ripoti yako sasa. Tafadhali jaribu tena baadaye.',
  },
};

/** A few words: at least three letters (a stray digit is a mistyped choice, not a description). */
const isDescription = (input: string) => (input.match(/\p{L}/gu) ?? []).length >= 3;

export function reportMenu(): Screen {
  return categoryPicker((category) => countyPicker((county) => describeScreen(category, county)));
}

/** From "no document with this number yet": only the county is asked; the number is the report. */
export function documentReportFlow(documentNumber: string): Screen {
  return countyPicker((county) => savedScreen({ category: 'documents', county, documentNumber }));
}

function describeScreen(category: CategoryChoice, county: string): Screen {
  return {
    render: (env) => ({ lines: [wordsFor(WORDS, env).describe] }),
    choose(input) {
      if (!isDescription(input)) return null;
      const draft: UssdReportDraft = { category: category.id, county, words: input };
      return isDocumentsCategory(category) ? numberScreen(draft) : savedScreen(draft);
    },
    hint: (env) => wordsFor(WORDS, env).describeHint,
  };
}

function numberScreen(draft: UssdReportDraft): Screen {
  return {
    render: (env) => ({ lines: [wordsFor(WORDS, env).number] }),
    choose(input) {
      if (input === '1') return savedScreen(draft);
      return isDocumentNumber(input) ? savedScreen({ ...draft, documentNumber: normalizeDocumentNumber(input) }) : null;
    },
    hint: (env) => wordsFor(WORDS, env).numberHint,
  };
}

function savedScreen(draft: UssdReportDraft): Screen {
  return {
    async render(env) {
      const words = wordsFor(WORDS, env);
      const outcome = await fileUssdReport(env, draft);
      const text = outcome === 'tooMany' ? words.tooMany(siteName(env.ctx.config.publicUrl)) : words[outcome];
      return { lines: [text], end: true };
    },
  };
}
