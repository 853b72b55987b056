import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS as M } from '../messages';
import { registrationDataSchema, loginSchema } from './auth.schema';
import { itemFormSchema, itemFieldsSchema } from './item.schema';
import { paymentPhoneSchema } from './payment.schema';
import { feeSettingSchema } from './admin.schema';
import { reviewSchema } from './social.schema';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("shared schemas speak the spec's messages", () => {
  it('login', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'nope', password: '123456' }))).toBe(M.emailInvalid);
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '123' }))).toBe(M.passwordMin6);
  });

  it('registration normalises the phone and requires the terms', () => {
    const base = { firstName: 'Jane', lastName: 'Wanjiru', email: 'JANE@Example.com', phone: '0712345678', password: 'Passw0rdX', acceptTerms: true };
    const ok = registrationDataSchema.parse(base);
    expect(ok.phone).toBe('+254712345678');
    expect(ok.email).toBe('jane@example.com');
    expect(firstMessage(registrationDataSchema.safeParse({ ...base, phone: '0812345678' }))).toBe(M.phoneSafaricom);
    expect(firstMessage(registrationDataSchema.safeParse({ ...base, acceptTerms: false }))).toBe(M.termsRequired);
    expect(firstMessage(registrationDataSchema.safeParse({ ...base, firstName: 'J4ne' }))).toBe(M.nameLetters);
  });

  it('item form refuses phone numbers; the server schema accepts them for scrubbing', () => {
    const item = {
      title: 'Black wallet',
      description: 'Call me on 0712345678 please',
      categoryId: 1,
      location: 'Nairobi',
      dateFound: '2025-01-01',
      verificationQuestion1: 'What is inside the wallet?',
    };
    expect(firstMessage(itemFormSchema.safeParse(item))).toBe(M.descriptionPhone);
    expect(itemFieldsSchema.safeParse(item).success).toBe(true);
    expect(firstMessage(itemFieldsSchema.safeParse({ ...item, location: 'Atlantis' }))).toBe(M.countyRequired);
    expect(firstMessage(itemFieldsSchema.safeParse({ ...item, dateFound: '2999-01-01' }))).toBe(M.dateFoundFuture);
  });

  it('item form refuses contact details in the title, questions, description and nearby place', () => {
    const item = {
      title: 'Black wallet',
      description: 'A black leather wallet',
      categoryId: 1,
      location: 'Nairobi',
      dateFound: '2025-01-01',
      verificationQuestion1: 'What is inside the wallet?',
    };
    const issue = (overrides: Record<string, string>) => itemFormSchema.safeParse({ ...item, ...overrides }).error?.issues[0];
    expect(issue({ title: 'Wallet, call 07l2 345 67O' })).toMatchObject({ path: ['title'], message: M.titleContact });
    expect(issue({ verificationQuestion1: 'Write to jane at gmail dot com' })).toMatchObject({ path: ['verificationQuestion1'], message: M.questionContact });
    expect(issue({ verificationQuestion3: 'Call ０７１２ ３４５ ６７８ first' })).toMatchObject({
      path: ['verificationQuestion3'],
      message: M.questionContact,
    });
    expect(issue({ description: 'Found by jane(at)gmail(dot)com' })).toMatchObject({ message: M.descriptionEmail });
    expect(issue({ nearLocation: 'Stage, 07 12/34/56/78' })).toMatchObject({ message: M.nearLocationPhone });
    expect(issue({ title: 'Tecno Spark 10, KSh 1,500 reward', verificationQuestion1: 'What is written on page 12/03/2025?' })).toBeUndefined();
    expect(itemFieldsSchema.safeParse({ ...item, title: 'Wallet 0712345678', verificationQuestion1: 'Call jane@gmail.com' }).success).toBe(true);
  });

  it('registration refuses a name that spells a contact', () => {
    const base = { firstName: 'Jane', lastName: 'Wanjiru', email: 'jane@example.com', phone: '0712345678', password: 'Passw0rdX', acceptTerms: true };
    const result = registrationDataSchema.safeParse({ ...base, lastName: 'jane at gmail dot com' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['lastName'], message: M.nameContact });
    expect(registrationDataSchema.safeParse({ ...base, firstName: 'Atieno', lastName: 'Otieno Ochieng' }).success).toBe(true);
  });

  it('payment phone', () => {
    expect(paymentPhoneSchema.parse('712345678')).toBe('0712345678');
    expect(firstMessage(paymentPhoneSchema.safeParse('0812345678'))).toBe(M.paymentPhoneKenyan);
    expect(firstMessage(paymentPhoneSchema.safeParse('0712'))).toBe(M.paymentPhoneMin);
  });

  it('fee limits hold at the edges', () => {
    for (const [key, value, ok] of [
      ['finder_amount', 49, false],
      ['finder_amount', 50, true],
      ['finder_amount', 500, true],
      ['finder_amount', 501, false],
      ['platform_amount', 9, false],
      ['platform_amount', 10, true],
      ['platform_amount', 200, true],
      ['platform_amount', 201, false],
    ] as const) {
      expect(feeSettingSchema.safeParse({ key, value }).success, `${key}=${value}`).toBe(ok);
    }
  });

  it('review comment and rating', () => {
    const review = { rating: 5, comment: 'Very honest finder', itemId: 1, revieweeId: 'x', type: 'finder' };
    expect(reviewSchema.safeParse(review).success).toBe(true);
    expect(firstMessage(reviewSchema.safeParse({ ...review, rating: 6 }))).toBe(M.ratingRange);
    expect(firstMessage(reviewSchema.safeParse({ ...review, comment: 'short' }))).toBe(M.commentMin);
  });
});
