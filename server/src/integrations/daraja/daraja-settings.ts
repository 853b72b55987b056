/**
 * Where Daraja is and which credentials to use, from the MPESA_* variables. Switching between
 * the built-in simulator, Safaricom's sandbox and production is configuration only.
 */
import type { Config } from '../../config';

export const DARAJA_BASE_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

/** Where the simulator is mounted inside this server. */
export const SIMULATOR_PREFIX = '/__daraja';

/**
 * The simulator's own credentials. They are not Safaricom's published sandbox secrets and
 * work nowhere else.
 */
export const SIMULATOR_CREDENTIALS = {
  consumerKey: 'okota-simulator-key',
  consumerSecret: 'okota-simulator-secret',
  shortcode: '174379',
  passkey: 'okota-simulator-passkey',
  b2cShortcode: '600992',
  initiatorName: 'testapi',
  securityCredential: 'okota-simulator-credential',
} as const;

export interface DarajaSettings {
  env: Config['MPESA_ENV'];
  /** A fixed URL, or resolved at call time (the simulator's port is known only once listening). */
  baseUrl: string | (() => string);
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
  /** Production refuses plain-HTTP callback URLs. */
  requireHttpsCallbacks: boolean;
  /** Names of missing variables; calls fail with a clear message while any is missing. */
  missing: string[];
}

export function resolveDarajaSettings(config: Config, simulatorBaseUrl: () => string): DarajaSettings {
  const isSimulator = config.MPESA_ENV === 'simulator';
  const pick = (key: keyof Config, fallback: string): string => (config[key] as string | undefined) ?? (isSimulator ? fallback : '');
  const settings = {
    env: config.MPESA_ENV,
    baseUrl: config.MPESA_BASE_URL?.replace(/\/$/, '') ?? (isSimulator ? simulatorBaseUrl : DARAJA_BASE_URLS[config.MPESA_ENV as 'sandbox' | 'production']),
    consumerKey: pick('MPESA_CONSUMER_KEY', SIMULATOR_CREDENTIALS.consumerKey),
    consumerSecret: pick('MPESA_CONSUMER_SECRET', SIMULATOR_CREDENTIALS.consumerSecret),
    shortcode: pick('MPESA_SHORTCODE', SIMULATOR_CREDENTIALS.shortcode),
    passkey: pick('MPESA_PASSKEY', SIMULATOR_CREDENTIALS.passkey),
    b2cShortcode: pick('MPESA_B2C_SHORTCODE', SIMULATOR_CREDENTIALS.b2cShortcode),
    initiatorName: pick('MPESA_INITIATOR_NAME', SIMULATOR_CREDENTIALS.initiatorName),
    securityCredential: pick('MPESA_SECURITY_CREDENTIAL', SIMULATOR_CREDENTIALS.securityCredential),
    requireHttpsCallbacks: config.MPESA_ENV === 'production',
  };
  const names: Record<string, string> = {
    consumerKey: 'MPESA_CONSUMER_KEY',
    consumerSecret: 'MPESA_CONSUMER_SECRET',
    shortcode: 'MPESA_SHORTCODE',
    passkey: 'MPESA_PASSKEY',
    b2cShortcode: 'MPESA_B2C_SHORTCODE',
    initiatorName: 'MPESA_INITIATOR_NAME',
    securityCredential: 'MPESA_SECURITY_CREDENTIAL',
  };
  const missing = Object.entries(names)
    .filter(([field]) => !settings[field as keyof typeof settings])
    .map(([, env]) => env);
  return { ...settings, missing };
}
