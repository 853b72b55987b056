/**
 * Where the server may send a Web Push: public addresses only. The endpoint's host name is checked
 * when a browser registers it (push-subscription.schema.ts), but a public name can resolve to a
 * private address later (DNS rebinding), so the address is checked again at the moment of
 * connecting, on the very address the socket then uses: no second lookup can differ.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

/** Loopback, private (RFC 1918, ULA), link-local, CGNAT, unspecified and IPv4-mapped addresses. */
export function isPrivateAddress(host: string): boolean {
  const version = isIP(host);
  if (version === 4) {
    const [a, b] = host.split('.').map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
      || (a === 100 && b >= 64 && b <= 127);
  }
  if (version === 6) {
    const lower = host.toLowerCase();
    return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80') || lower.startsWith('::ffff:');
  }
  return false;
}

export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connections that resolves as usual and refuses the connection when any
 * address of the name is private. Node asks for every address (`all`) when it races IPv4 and IPv6.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
    if (blocked) return callback(Object.assign(new PrivateAddressError(hostname, blocked.address), { code: 'EPRIVATEADDRESS' }), '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first.address, first.family);
  });
}
