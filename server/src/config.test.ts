import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SUPPORT_PHONE, loadConfig } from './config';

const production = {
  NODE_ENV: 'production', PUBLIC_URL: 'https://okota.co.ke', SMTP_URL: 'smtp://mail:pw@mail.example:587', MPESA_ENV: 'production',
  MPESA_CONSUMER_KEY: 'key', MPESA_CONSUMER_SECRET: 'secret', MPESA_SHORTCODE: '174379', MPESA_PASSKEY: 'passkey',
  MPESA_CALLBACK_SECRET: 'a-long-callback-secret', ANALYTICS_SALT: 'salt', SUPPORT_PHONE: '020 765 4321',
};

describe('loadConfig', () => {
  it('starts in production with every required setting', () => {
    expect(loadConfig(production).supportPhone).toBe('020 765 4321');
  });

  it('refuses production without the real support line, listing what is missing', () => {
    const { SUPPORT_PHONE: _omitted, ...withoutPhone } = production;
    expect(() => loadConfig(withoutPhone)).toThrow(/Refusing to start in production:\n.*SUPPORT_PHONE is required/s);
    expect(() => loadConfig({ ...withoutPhone, SMTP_URL: undefined })).toThrow(/SMTP_URL is required[\s\S]*SUPPORT_PHONE is required/);
  });

  it('gives development a stand-in support line, and refuses one that is not a phone number', () => {
    expect(loadConfig({}).supportPhone).toBe(DEVELOPMENT_SUPPORT_PHONE);
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE: must be a phone number/);
  });
});
