import { describe, expect, it } from 'vitest';
import { isKnownPage } from './routes';

describe('the pages the server answers with the web app', () => {
  it('knows both development outboxes, and no other development path', () => {
    expect(isKnownPage('/dev/outbox')).toBe(true);
    expect(isKnownPage('/dev/sms-outbox')).toBe(true);
    expect(isKnownPage('/dev/anything-else')).toBe(false);
  });
});
