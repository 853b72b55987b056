import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_KEYS } from '@okota/shared/messages';
import { IMPORT_COLUMNS } from '@okota/shared/contracts/organisations.contract';
import { installBrowserGlobals } from '../../../../test-support/browser-globals';

installBrowserGlobals({ document: true });

const { blankIntake, intakeResolver, readKept, writeKept, readSavedCount, writeSavedCount } = await import('./intake-values');
const { EXAMPLE_CSV } = await import('./example-csv');
const { refusalText } = await import('./refusal-text');
const { ApiError } = await import('../../../../lib/api');
const { setLanguage } = await import('../../../../i18n');
const { pageTitleFor } = await import('../../../../lib/document-title');
const { isKnownPage, ROUTES } = await import('@okota/shared/routes');

const item = {
  ...blankIntake({ categoryId: '2', location: 'Nairobi', dateFound: '2026-01-15' }),
  title: 'National ID card',
  description: 'Kenyan national ID card handed in at the counter',
};
const validate = async (values: typeof item, isDocuments: boolean) => {
  const result = await intakeResolver(() => isDocuments)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as Record<string, { message?: string } | undefined>;
};

describe('the intake desk form', () => {
  it('lets a Documents item go without a question, but not any other item', async () => {
    expect(await validate(item, true)).toEqual({});
    expect((await validate(item, false)).verificationQuestion1?.message).toBe(MESSAGE_KEYS.questionRequired);
  });

  it('still refuses a short or contact-bearing question on a Documents item', async () => {
    expect((await validate({ ...item, verificationQuestion1: 'Name?' }, true)).verificationQuestion1?.message).toBe(MESSAGE_KEYS.questionMin);
    expect((await validate({ ...item, verificationQuestion1: 'Call me on 0712 345 678 to ask' }, true)).verificationQuestion1?.message).toBe(
      MESSAGE_KEYS.questionContact,
    );
  });

  it('keeps category and county for the next item on this device, and counts the session', () => {
    const kept = readKept('org-1');
    expect(kept.categoryId).toBe('');
    writeKept('org-1', { categoryId: '2', location: 'Kisumu', dateFound: '2026-01-15' });
    expect(readKept('org-1')).toMatchObject({ categoryId: '2', location: 'Kisumu' });
    expect(readKept('org-2').location).toBe('');
    const next = blankIntake(readKept('org-1'));
    expect(next).toMatchObject({ title: '', documentNumber: '', verificationQuestion1: '', categoryId: '2', location: 'Kisumu' });
    expect(readSavedCount('org-1')).toBe(0);
    writeSavedCount('org-1', 3);
    expect(readSavedCount('org-1')).toBe(3);
  });
});

describe('the register import', () => {
  it("offers an example whose header is exactly the contract's columns", () => {
    const [header, ...rows] = EXAMPLE_CSV.trim().split('\n');
    expect(header.split(',')).toEqual([...IMPORT_COLUMNS]);
    expect(rows.length).toBe(2);
  });
});

describe('refusals at the desk', () => {
  it("are worded by the screen's words for a code, then the code's own, then a known message, then the screen", () => {
    setLanguage('en');
    const wrong = new ApiError(400, { code: 'COLLECTION_CODE_WRONG', message: 'Reworded later', params: { attemptsLeft: 3 } });
    expect(refusalText(wrong, { code: { COLLECTION_CODE_WRONG: 'wrong code' } }, 'failed')).toBe('wrong code');
    const used = new ApiError(400, { code: 'COLLECTION_CODE_USED', message: 'Any sentence' });
    expect(refusalText(used, { code: { COLLECTION_CODE_WRONG: 'wrong code' } }, 'failed')).toBe('This code was already used: the item has been handed over.');
    // Neither the status nor the server's English picks the words.
    expect(refusalText(new ApiError(400, { code: 'BAD_REQUEST', message: 'Something new' }), { code: { COLLECTION_CODE_WRONG: 'wrong code' } }, 'failed')).toBe(
      'failed',
    );
    expect(refusalText(new ApiError(409, { message: 'Something new' }), {}, 'failed')).toBe('failed');
    setLanguage('sw');
    expect(refusalText(new ApiError(400, { message: MESSAGES.phoneSafaricom }), {}, 'failed')).not.toBe(MESSAGES.phoneSafaricom);
    setLanguage('en');
    expect(refusalText(new Error('network'), {}, 'failed')).toBe('failed');
  });
});

describe('the desk pages', () => {
  it('are known to the server and titled in both languages', () => {
    const id = '41e76a67-a45b-44c4-bdfc-5c828a3396a5';
    for (const path of [ROUTES.organisationDeskOf(id), ROUTES.organisationIntakeOf(id), ROUTES.organisationImportOf(id)])
      expect(isKnownPage(path), path).toBe(true);
    expect(isKnownPage(`/organisations/${id}/other`)).toBe(false);
    setLanguage('sw');
    expect(pageTitleFor(ROUTES.organisationIntakeOf(id))).toBe('Dawati la Kupokea Vitu · Okota');
    expect(pageTitleFor(ROUTES.organisationApply)).toBe('Sajili Shirika · Okota');
    setLanguage('en');
    expect(pageTitleFor(ROUTES.organisationDeskOf(id))).toBe('Organisation Desk · Okota');
    expect(pageTitleFor(ROUTES.organisationImportOf(id))).toBe('Import a Register · Okota');
  });
});
