import { describe, expect, it } from 'vitest';
import { shouldPromptPhoneVerify } from './phone-prompt';

describe('shouldPromptPhoneVerify', () => {
  it('prompts a signed-in account whose number is not verified', () => {
    expect(shouldPromptPhoneVerify({ phoneVerified: false })).toBe(true);
  });

  it('never prompts a verified account, a guest, or an account whose state is unknown', () => {
    expect(shouldPromptPhoneVerify({ phoneVerified: true })).toBe(false);
    expect(shouldPromptPhoneVerify(null)).toBe(false);
    expect(shouldPromptPhoneVerify(undefined)).toBe(false);
    expect(shouldPromptPhoneVerify({})).toBe(false);
    expect(shouldPromptPhoneVerify({ phoneVerified: null })).toBe(false);
  });
});
