/**
 * Web Push (RFC 8030/8291/8292) through the web-push package: it encrypts the payload for the
 * browser and signs the VAPID header; we send the request ourselves so every push service,
 * including a test peer on loopback, is reached the same way, with a timeout.
 */
import webpush from 'web-push';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

export interface BrowserPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** gone: the push service says the subscription no longer exists (404/410); remove it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushClient {
  publicKey(): string;
  send(subscription: BrowserPushSubscription, payload: string): Promise<PushOutcome>;
}

export interface PushClientOptions {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  subject: string;
  dataDir: string;
  timeoutMs?: number;
}

const TTL_SECONDS = 24 * 60 * 60;

export function createPushClient(options: PushClientOptions): PushClient {
  let keys: VapidKeys | undefined;
  // Read or generated on first use, so a server that never pushes never writes a key file.
  const vapid = () => (keys ??= loadVapidKeys({ publicKey: options.vapidPublicKey, privateKey: options.vapidPrivateKey, dataDir: options.dataDir }));

  return {
    publicKey: () => vapid().publicKey,
    async send(subscription, payload) {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(subscription, payload, {
          TTL: TTL_SECONDS,
          vapidDetails: { subject: options.subject, ...vapid() },
        });
      } catch {
        // Keys no browser could decrypt with: the subscription can never be served.
        return 'gone';
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          redirect: 'error',
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
