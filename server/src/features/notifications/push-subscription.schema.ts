/**
 * The server's own check of a push endpoint before it stores one; the subscription's wire shape
 * is in @okota/shared/contracts/notifications.contract.ts. This stays here because it asks
 * whether an address is private (integrations/push/public-address.ts), a server policy.
 */
import { isNonPublicAddress } from '../../integrations/push/public-address';

/**
 * The server POSTs to whatever endpoint a browser registers, so only public HTTPS push services
 * are accepted; tests may use a peer on loopback.
 */
export function isAcceptablePushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLocal = host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || isNonPublicAddress(host);
  if (allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
  return url.protocol === 'https:' && !isLocal && !url.username && !url.password;
}
