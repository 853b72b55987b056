import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SUPPORT_PHONE, loadConfig, trustProxyOption } from './config';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://okota.co.ke',
  SMTP_URL: 'smtp://mail:pw@mail.example:587',
  MPESA_ENV: 'production',
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_CALLBACK_SECRET: 'mpesa-callback-secret-0123456789abcdef',
  ANALYTICS_SALT: 'salt',
  SUPPORT_PHONE: '020 765 4321',
  SMS_ENV: 'production',
  AT_USERNAME: 'okota',
  AT_API_KEY: 'at-key',
  AT_CALLBACK_KEY: 'at-callback-key-0123456789abcdef0123',
  DOCUMENT_HASH_KEY: 'document-hash-key-0123456789abcdef01',
  TRUST_PROXY: 'none',
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

  it('refuses production without an explicit TRUST_PROXY; none, an address or loopback are explicit', () => {
    const { TRUST_PROXY: _omitted, ...withoutProxy } = production;
    expect(() => loadConfig(withoutProxy)).toThrow(/Refusing to start in production:\n.*TRUST_PROXY is required: .*or none when no proxy is in front/s);
    expect(trustProxyOption(loadConfig(production))).toBe(false);
    expect(trustProxyOption(loadConfig({ ...production, TRUST_PROXY: 'NONE' }))).toBe(false);
    expect(trustProxyOption(loadConfig({ ...production, TRUST_PROXY: '172.28.0.250' }))).toBe('172.28.0.250');
    expect(trustProxyOption(loadConfig({ ...production, TRUST_PROXY: 'loopback' }))).toBe('loopback');
    // Development and tests still start without it, trusting no proxy.
    expect(trustProxyOption(loadConfig({ NODE_ENV: 'test' }))).toBe(false);
  });

  it('refuses weak production secrets, a weak admin password and any CHANGE-ME, listing each', () => {
    const weak = {
      ...production,
      MPESA_CALLBACK_SECRET: 'abc',
      ADMIN_EMAIL: 'admin@okota.co.ke',
      ADMIN_PASSWORD: 'Admin-Pass-123',
      DATABASE_URL: 'postgres://okota:CHANGE-ME@postgres:5432/okota',
      S3_SECRET_ACCESS_KEY: 'CHANGE-ME-TOO',
    };
    let message = '';
    try {
      loadConfig(weak);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Refusing to start in production:/);
    for (const line of [
      '  - MPESA_CALLBACK_SECRET is too weak: use at least 32 random characters',
      '  - ADMIN_PASSWORD is too weak',
      '  - DATABASE_URL still holds the example value CHANGE-ME',
      '  - S3_SECRET_ACCESS_KEY still holds the example value CHANGE-ME',
    ])
      expect(message).toContain(line);
    // A long secret of one repeated character is no better.
    expect(() => loadConfig({ ...production, MPESA_CALLBACK_SECRET: 'a'.repeat(40) })).toThrow(/MPESA_CALLBACK_SECRET is too weak/);
    for (const password of ['short1!', 'my-okota-password-2026', 'admin.okota.co.ke!!']) {
      expect(() => loadConfig({ ...production, ADMIN_EMAIL: 'admin@okota.co.ke', ADMIN_PASSWORD: password }), password).toThrow(/ADMIN_PASSWORD is too weak/);
    }
    expect(loadConfig({ ...production, ADMIN_EMAIL: 'admin@okota.co.ke', ADMIN_PASSWORD: 'Tembo-Jua-Mvua-2026' }).ADMIN_PASSWORD).toBe('Tembo-Jua-Mvua-2026');
  });

  it('accepts weak values outside production (development and tests use short ones)', () => {
    expect(loadConfig({ NODE_ENV: 'test', MPESA_CALLBACK_SECRET: 'abc', ADMIN_PASSWORD: 'Admin-Pass-123' }).MPESA_CALLBACK_SECRET).toBe('abc');
  });

  it("refuses production with simulated SMS or without the Africa's Talking account and secrets", () => {
    expect(() => loadConfig({ ...production, SMS_ENV: undefined })).toThrow(/SMS_ENV must be sandbox or production/);
    const { AT_API_KEY: _k, AT_CALLBACK_KEY: _c, DOCUMENT_HASH_KEY: _d, ...withoutSecrets } = production;
    expect(() => loadConfig(withoutSecrets)).toThrow(/AT_API_KEY is required[\s\S]*AT_CALLBACK_KEY is required[\s\S]*DOCUMENT_HASH_KEY is required/);
    expect(() => loadConfig({ ...production, AT_CALLBACK_KEY: 'short' })).toThrow(/AT_CALLBACK_KEY: must be at least 32/);
  });

  it('refuses development defaults at a public address unless told plainly that it is a test site', () => {
    for (const PUBLIC_URL of ['https://okota.co.ke', 'http://192.168.1.20:5000', 'http://10.0.0.4', 'https://staging.okota.co.ke']) {
      expect(() => loadConfig({ PUBLIC_URL }), PUBLIC_URL).toThrow(
        /Refusing to start: PUBLIC_URL .* is not this machine, but NODE_ENV is not production[\s\S]*TEST_SITE=true/,
      );
      expect(() => loadConfig({ NODE_ENV: 'development', PUBLIC_URL }), PUBLIC_URL).toThrow(/not this machine/);
      expect(loadConfig({ PUBLIC_URL, TEST_SITE: 'true' }).publicUrl).toBe(PUBLIC_URL);
    }
    for (const PUBLIC_URL of [undefined, 'http://localhost:5000', 'http://127.0.0.1:5000', 'http://[::1]:5000']) {
      expect(loadConfig({ PUBLIC_URL }).isProduction, String(PUBLIC_URL)).toBe(false);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://okota.co.ke', TEST_SITE: 'yes' })).toThrow(/TEST_SITE/);
  });

  it('gives development a stand-in support line, and refuses one that is not a phone number', () => {
    expect(loadConfig({}).supportPhone).toBe(DEVELOPMENT_SUPPORT_PHONE);
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE: must be a phone number/);
  });
});
