import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS as M } from '../messages';
import { lostReportFieldsSchema, lostReportFormSchema } from './lost-report.schema';
import { todayInNairobi } from './item.schema';

const base = {
  title: 'Black Tecno Spark 10',
  categoryId: '1',
  description: 'Clear cover with an Arsenal sticker.',
  county: 'Nairobi',
  dateLost: todayInNairobi(),
};
const firstMessage = (input: unknown) => lostReportFieldsSchema.safeParse(input).error?.issues[0]?.message;

describe('lost report schema', () => {
  it('reads a multipart form: numbers and channel flags arrive as text', () => {
    const parsed = lostReportFieldsSchema.parse({ ...base, notifyInApp: 'true', notifyEmail: 'false', notifyPush: 'on' });
    expect(parsed).toMatchObject({ categoryId: 1, notifyInApp: true, notifyEmail: false, notifyPush: true });
    expect(lostReportFieldsSchema.parse(base)).toMatchObject({ notifyInApp: true, notifyEmail: true, notifyPush: true });
  });

  it('needs a date that is not in the future nor more than a year back, and one channel at least', () => {
    expect(firstMessage({ ...base, dateLost: '' })).toBe(M.dateLostRequired);
    expect(firstMessage({ ...base, dateLost: '2999-01-01' })).toBe(M.dateLostFuture);
    expect(firstMessage({ ...base, dateLost: '2001-01-01' })).toBe(M.dateLostTooOld);
    expect(firstMessage({ ...base, notifyInApp: false, notifyEmail: false, notifyPush: false })).toBe(M.notifyChannelRequired);
  });

  it("the owner's form refuses contact details; the server's fields accept them for scrubbing", () => {
    const formMessage = (input: unknown) => lostReportFormSchema.safeParse(input).error?.issues[0]?.message;
    expect(formMessage({ ...base, title: 'Tecno phone, 0712 345 678' })).toBe(M.titleContact);
    expect(formMessage({ ...base, description: 'Mail me at jane at gmail dot com' })).toBe(M.descriptionEmail);
    expect(formMessage({ ...base, nearLocation: 'Kencom +254 712 345 678' })).toBe(M.nearLocationPhone);
    expect(formMessage({ ...base, notifyInApp: false, notifyEmail: false, notifyPush: false })).toBe(M.notifyChannelRequired);
    expect(lostReportFormSchema.safeParse(base).success).toBe(true);
    expect(lostReportFieldsSchema.safeParse({ ...base, title: 'Tecno phone, 0712 345 678' }).success).toBe(true);
  });
});
