import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, messageText } from '../messages';
import { claimSchemaFor, unansweredQuestions } from './claim.schema';

const details = 'It holds my national ID and a bank card.';

describe("answers to the finder's questions are required", () => {
  it('lists each asked question left empty or blank', () => {
    const questions = ['What colour?', 'Whose photo?', null];
    expect(unansweredQuestions({ answer1: 'Blue', answer2: '  ' }, questions)).toEqual(['answer2']);
    expect(unansweredQuestions({}, questions)).toEqual(['answer1', 'answer2']);
    expect(unansweredQuestions({ answer1: 'Blue', answer2: 'Amani' }, questions)).toEqual([]);
  });

  it('does not ask for an answer to a question the item does not have', () => {
    expect(unansweredQuestions({ answer1: 'Blue' }, ['What colour?', '', undefined])).toEqual([]);
  });

  it('the form schema puts the message on each empty answer', () => {
    const result = claimSchemaFor(['What colour?', 'Whose photo?']).safeParse({ answer1: 'Blue', answer2: '', additionalDetails: details });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['answer2', MESSAGE_KEYS.claimAnswerRequired]]);
    expect(claimSchemaFor(['What colour?']).safeParse({ answer1: 'Blue', additionalDetails: details }).success).toBe(true);
  });

  it("gives the spec's length message (the web shows it naming the field, web/src/i18n/validation.test.ts)", () => {
    const result = claimSchemaFor(['What colour?']).safeParse({ answer1: 'Blue', additionalDetails: 'short' });
    expect(result.error?.issues[0].message).toBe(MESSAGE_KEYS.claimDetailsMin);
    expect(messageText(result.error?.issues[0].message ?? '')).toBe('Description must be at least 10 characters');
  });
});
