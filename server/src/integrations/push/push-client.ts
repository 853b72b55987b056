/**
 * Web Push (RFC 8030/8291/8292) through the web-push package: it encrypts the payload for the
 * browser and signs the VAPID header; we send the request ourselves so every push service is
 * reached the same way: with a timeout, no redirects, and only to public addresses, checked on
 * the address the connection uses (public-address.ts). Tests may allow a peer on loopback.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { isNonPublicAddress, publicOnlyLookup } from './public-address';
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
  /** Tests only: let pushes reach a peer on loopback or a private network. */
  allowPrivateAddresses?: boolean;
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
      try {
        // web-push's headers already carry the encrypted body's Content-Length.
        const status = await send(details.endpoint, {
          method: details.method,
          headers: details.headers,
          body: details.body ? Buffer.from(details.body) : undefined,
          timeoutMs: options.timeoutMs ?? 10_000,
          allowPrivateAddresses: options.allowPrivateAddresses ?? false,
        });
        if (status === 404 || status === 410) return 'gone';
        return status >= 200 && status < 300 ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

/** One request; the answer's status, its body read and dropped. Redirects are not followed. */
function send(
  endpoint: string,
  request: { method: string; headers: Record<string, string | number>; body?: Buffer; timeoutMs: number; allowPrivateAddresses: boolean },
): Promise<number> {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is never looked up, so it is checked here.
  if (!request.allowPrivateAddresses && isNonPublicAddress(host)) return Promise.reject(new Error(`${host} is not a public address`));
  const open = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = open(
      url,
      {
        method: request.method,
        headers: request.headers,
        // The whole exchange, not only a silent socket: a push service that trickles is cut off too.
        signal: AbortSignal.timeout(request.timeoutMs),
        ...(request.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
