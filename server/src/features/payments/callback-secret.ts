/**
 * Safaricom neither signs callbacks nor sends credentials (docs/reference/mpesa-daraja.md §8), so the callback URLs
 * carry a secret path segment: MPESA_CALLBACK_SECRET, or a random secret generated once and
 * kept under DATA_DIR so that it survives restarts (lib/kept-secret.ts, like the SMS keys).
 */
import type { Config } from '../../config';
import { isSameKey, loadKeptSecret } from '../../lib/kept-secret';

export const loadCallbackSecret = (config: Config): Promise<string> =>
  loadKeptSecret(config, { value: config.MPESA_CALLBACK_SECRET, file: 'payment-callback-secret' });

/** Compares in constant time, so the secret cannot be guessed one character at a time. */
export const isSameSecret = isSameKey;
