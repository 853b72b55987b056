/**
 * Where the WhatsApp Cloud API is, from the WHATSAPP_* variables (docs/decisions/0267): the real
 * Graph API when WHATSAPP_BASE_URL is set; otherwise, outside production, the built-in simulator
 * mounted in this server under /__wa; in production without them, no channel at all.
 */
import type { Config } from '../../config';

export const WA_SIMULATOR_PREFIX = '/__wa';

/** The simulator's own credentials; they work nowhere else. */
export const WA_SIMULATOR_CREDENTIALS = {
  phoneNumberId: '100000000000001',
  token: 'okota-simulator-wa-token',
  appSecret: 'okota-simulator-wa-app-secret',
  verifyToken: 'okota-simulator-wa-verify-token',
} as const;

export interface WaSettings {
  mode: 'cloud' | 'simulator';
  /** A fixed URL, or resolved at call time (the simulator's port is known only once listening). */
  baseUrl: string | (() => string);
  phoneNumberId: string;
  token: string;
  appSecret: string;
  verifyToken: string;
}

/** Undefined: no WhatsApp channel (production without WHATSAPP_BASE_URL); the webhook is then 404. */
export function resolveWaSettings(config: Config, simulatorBaseUrl: () => string): WaSettings | undefined {
  if (config.WHATSAPP_BASE_URL) {
    return {
      mode: 'cloud',
      baseUrl: config.WHATSAPP_BASE_URL.replace(/\/$/, ''),
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
      token: config.WHATSAPP_TOKEN ?? '',
      appSecret: config.WHATSAPP_APP_SECRET ?? '',
      verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? '',
    };
  }
  if (config.isProduction) return undefined;
  const sim = WA_SIMULATOR_CREDENTIALS;
  return {
    mode: 'simulator',
    baseUrl: simulatorBaseUrl,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? sim.phoneNumberId,
    token: config.WHATSAPP_TOKEN ?? sim.token,
    appSecret: config.WHATSAPP_APP_SECRET ?? sim.appSecret,
    verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? sim.verifyToken,
  };
}
