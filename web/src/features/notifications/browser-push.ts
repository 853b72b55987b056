/**
 * Web Push in the browser: the service worker (/sw.js) shows what the server pushes; this file
 * asks permission, subscribes with the server's VAPID key and registers the subscription.
 */
import { getVapidPublicKey, removeSubscription, saveSubscription } from './api/push-subscription';

export type EnableOutcome = 'enabled' | 'denied' | 'failed';

export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** Whether this browser currently holds a subscription and may show notifications. */
export async function isPushEnabled(): Promise<boolean> {
  if (!isPushSupported() || Notification.permission !== 'granted') return false;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return !!(await existing?.pushManager.getSubscription());
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function enablePush(userId: string): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const worker = await registration();
    const { publicKey } = await getVapidPublicKey();
    let subscription = await worker.pushManager.getSubscription();
    // A subscription made with another key (keys rotated) cannot be pushed to: replace it.
    const currentKey = subscription?.options.applicationServerKey;
    if (subscription && currentKey && !sameKey(new Uint8Array(currentKey), keyBytes(publicKey))) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    await saveSubscription(subscription.toJSON(), userId);
    return 'enabled';
  } catch (error) {
    console.warn('push: subscription failed', error);
    return 'failed';
  }
}

export async function disablePush(): Promise<void> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = await existing?.pushManager.getSubscription();
  if (!subscription) return;
  await removeSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

function sameKey(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
