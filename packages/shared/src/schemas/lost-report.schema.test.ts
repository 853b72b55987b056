import { describe, expect, it } from 'vitest';
import { LOST_REPORT_MESSAGES as L, lostReportFieldsSchema } from './lost-report.schema';
import { todayInNairobi } from './item.schema';

const base = {
  title: 'Black Tecno Spark 10', categoryId: '1', description: 'Clear cover with an Arsenal sticker.',
  county: 'Nairobi', dateLost: todayInNairobi(),
};
const firstMessage = (input: unknown) => lostReportFieldsSchema.safeParse(input).error?.issues[0]?.message;

describe('lost report schema', () => {
  it('reads a multipart form: numbers and channel flags arrive as text', () => {
    const parsed = lostReportFieldsSchema.parse({ ...base, notifyInApp: 'true', notifyEmail: 'false', notifyPush: 'on' });
    expect(parsed).toMatchObject({ categoryId: 1, notifyInApp: true, notifyEmail: false, notifyPush: true });
    expect(lostReportFieldsSchema.parse(base)).toMatchObject({ notifyInApp: true, notifyEmail: true, notifyPush: true });
  });

  it('needs a date that is not in the future nor more than a year back, and one channel at least', () => {
    expect(firstMessage({ ...base, dateLost: '' })).toBe(L.dateLostRequired);
    expect(firstMessage({ ...base, dateLost: '2999-01-01' })).toBe(L.dateLostFuture);
    expect(firstMessage({ ...base, dateLost: '2001-01-01' })).toBe(L.dateLostTooOld);
    expect(firstMessage({ ...base, notifyInApp: false, notifyEmail: false, notifyPush: false })).toBe(L.channelRequired);
  });
});
