/**
 * The answer checker against answers labelled by a person (fixtures/answer-set.ts). The
 * thresholds are the product's promise to finders and owners (docs/decisions/0263): a true
 * answer is almost never called "different", a false one rarely "matches", and most false ones
 * are called "different" (a checker that says "close" to everything fails here).
 */
import { describe, expect, it } from 'vitest';
import { matchAnswer, type AnswerMatch } from './answer-match';
import { HELD_OUT_ANSWERS, LABELLED_ANSWERS, type LabelledAnswer } from './fixtures/answer-set';

const ALL = [...LABELLED_ANSWERS, ...HELD_OUT_ANSWERS];

function tally(rows: readonly LabelledAnswer[]) {
  const counts = { true: { match: 0, close: 0, different: 0 }, false: { match: 0, close: 0, different: 0 } };
  for (const [, expected, answer, accept] of rows) counts[`${accept}`][matchAnswer(answer, expected) as AnswerMatch] += 1;
  const total = (side: Record<AnswerMatch, number>) => side.match + side.close + side.different;
  return { counts, trueRows: total(counts.true), falseRows: total(counts.false) };
}

describe('the labelled answer set', () => {
  it('holds at least 150 rows, in English and Kiswahili, true and false', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    const { trueRows, falseRows } = tally(ALL);
    expect(trueRows).toBeGreaterThanOrEqual(60);
    expect(falseRows).toBeGreaterThanOrEqual(60);
    const kiswahili = /\b(ya|na|wangu|nyeusi|kitambulisho|funguo|mia|elfu|mbili|tatu|mtoto|watoto|picha|pochi|rangi)\b/i;
    expect(ALL.filter(([question, expected, answer]) => kiswahili.test(`${question} ${expected} ${answer}`)).length).toBeGreaterThanOrEqual(50);
  });

  it('calls a true answer "different" at most 1 time in 50', () => {
    const { counts, trueRows } = tally(ALL);
    const wrong = ALL.filter(([, e, a, accept]) => accept && matchAnswer(a, e) === 'different');
    expect(wrong, 'true answers called different').toHaveLength(counts.true.different);
    expect(counts.true.different / trueRows).toBeLessThanOrEqual(1 / 50);
  });

  it('calls a false answer a "match" at most 1 time in 20', () => {
    const { counts, falseRows } = tally(ALL);
    expect(counts.false.match / falseRows).toBeLessThanOrEqual(1 / 20);
  });

  it('calls a false answer "different" at least 4 times in 5', () => {
    const { counts, falseRows } = tally(ALL);
    expect(counts.false.different / falseRows).toBeGreaterThanOrEqual(4 / 5);
  });
});
