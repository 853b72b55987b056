import { describe, expect, it } from 'vitest';
import { subscribeBody } from './notifications.contract';

// A real browser's keys (an uncompressed P-256 point and a 16-byte secret), base64url as toJSON() gives them.
const p256dh = 'BM76R13zAT6f_v76XHPpvKaQRbFkxtO82wNJS46L73cMMOrFhnveXYSkhhrMD2mGM1EAfOKG3SO7oxpyp0IOMHU';
const auth = 'L8U7nhZcp81uFrzXxIbtQw';
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh, auth } };

describe('a push subscription sent to /api/notifications/subscribe', () => {
  it('is taken as an object or as the JSON text of one, with or without base64 padding', () => {
    expect(subscribeBody.safeParse({ token: subscription }).success).toBe(true);
    expect(subscribeBody.safeParse({ token: JSON.stringify(subscription) }).success).toBe(true);
    expect(subscribeBody.safeParse({ token: { ...subscription, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } } }).success).toBe(true);
  });

  it('is refused when a key is a byte short or long, or not base64url', () => {
    for (const keys of [
      { p256dh: p256dh.slice(0, -2), auth },
      { p256dh: `${p256dh}AA`, auth },
      { p256dh, auth: auth.slice(0, -2) },
      { p256dh, auth: `${auth.slice(0, -1)}+` },
    ]) {
      expect(subscribeBody.safeParse({ token: { ...subscription, keys } }).success, JSON.stringify(keys)).toBe(false);
    }
    expect(subscribeBody.safeParse({ token: '{not json' }).success).toBe(false);
  });
});
