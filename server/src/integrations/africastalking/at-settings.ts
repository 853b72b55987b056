/**
 * Where Africa's Talking is and which account to use, from SMS_ENV and the AT_* variables.
 * Switching between the built-in simulator, the sandbox and production is configuration only;
 * AT_BASE_URL points the same client at any other simulator (the production rehearsal's).
 */
import type { Config } from '../../config';

export const AT_BASE_URLS = {
  sandbox: 'https://api.sandbox.africastalking.com',
  production: 'https://api.africastalking.com',
} as const;

/** Where the simulator is mounted inside this server (SMS_ENV=simulator). */
export const AT_SIMULATOR_PREFIX = '/__at';

/** The simulator's own account; it works nowhere else. */
export const AT_SIMULATOR_CREDENTIALS = { username: 'okota-simulator', apiKey: 'okota-simulator-at-key' } as const;

export interface AtSettings {
  env: Config['SMS_ENV'];
  /** A fixed URL, or resolved at call time (the simulator's port is known only once listening). */
  baseUrl: string | (() => string);
  username: string;
  apiKey: string;
  /** The registered alphanumeric sender; undefined: Africa's Talking's default. */
  senderId?: string;
  /** Names of missing variables; sending fails with a clear message while any is missing. */
  missing: string[];
}

export function resolveAtSettings(config: Config, simulatorBaseUrl: () => string): AtSettings {
  const isSimulator = config.SMS_ENV === 'simulator';
  const username = config.AT_USERNAME ?? (isSimulator ? AT_SIMULATOR_CREDENTIALS.username : '');
  const apiKey = config.AT_API_KEY ?? (isSimulator ? AT_SIMULATOR_CREDENTIALS.apiKey : '');
  const baseUrl = config.AT_BASE_URL?.replace(/\/$/, '') ?? (isSimulator ? simulatorBaseUrl : AT_BASE_URLS[config.SMS_ENV as 'sandbox' | 'production']);
  const missing = [!username && 'AT_USERNAME', !apiKey && 'AT_API_KEY'].filter((name): name is string => Boolean(name));
  // The sandbox accepts only sender ids created in the sandbox app; most have none (docs/reference/africastalking.md §2.1).
  return { env: config.SMS_ENV, baseUrl, username, apiKey, senderId: config.AT_SENDER_ID, missing };
}
