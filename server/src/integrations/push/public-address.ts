/**
 * Where the server may send a Web Push: public addresses only. The endpoint's host name is checked
 * when a browser registers it (push-subscription.schema.ts), but a public name can resolve to a
 * private address later (DNS rebinding), so the address is checked again at the moment of
 * connecting, on the very address the socket then uses: no second lookup can differ.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * IPv6's global unicast space (RFC 4291 section 2.4, IANA): outside it everything is special or
 * unassigned, such as `::/8` (which holds `::a.b.c.d`, `::7f00:1`), fc00::/7, fec0::/10, ff00::/8.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** NAT64's well-known prefix (RFC 6052): the IPv4 address sits in the last 32 bits. */
const WELL_KNOWN_NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * True only for a global unicast address: ipaddr.js's `range()` is 'unicast' (no loopback,
 * private, link-local, CGNAT, multicast, documentation, benchmarking or reserved block). An IPv6
 * address that carries an IPv4 one is judged by the IPv4 address it carries, because that is where
 * the packets end up; one whose IPv4 address cannot be read reliably is refused. A host name (not
 * an address) is false: names are checked on the addresses they resolve to.
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? isPublicIPv4(parsed as ipaddr.IPv4) : isPublicIPv6(parsed as ipaddr.IPv6);
}

/** An address (not a name) that is not global unicast; see isPublicAddress. */
export function isNonPublicAddress(host: string): boolean {
  return isIP(host) !== 0 && !isPublicAddress(host);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  const carried = carriedIPv4(address, range);
  if (carried !== undefined) return carried !== null && isPublicIPv4(carried);
  return range === 'unicast' && address.match(GLOBAL_UNICAST_V6);
}

/**
 * The IPv4 address an IPv6 one carries: undefined when it carries none, null when it carries one
 * we will not trust (Teredo hides its addresses, a local-use NAT64 prefix puts the IPv4 address
 * wherever its operator chose, RFC 6145's translated form is not used by push services).
 */
function carriedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | null | undefined {
  const parts = address.parts;
  const ipv4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (range) {
    // ::ffff:a.b.c.d: the socket talks IPv4 to a.b.c.d.
    case 'ipv4Mapped':
      return address.toIPv4Address();
    // 64:ff9b::a.b.c.d: a NAT64 gateway forwards to a.b.c.d (the address an IPv6-only host gets from DNS64).
    case 'rfc6052':
      return address.match(WELL_KNOWN_NAT64) ? ipv4(parts[6], parts[7]) : null;
    // 2002:AABB:CCDD::/48: a 6to4 relay forwards to AA.BB.CC.DD.
    case '6to4':
      return ipv4(parts[1], parts[2]);
    case 'teredo':
    case 'rfc6145':
      return null;
    default:
      return undefined;
  }
}

export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connections that resolves as usual and refuses the connection when any
 * address of the name is not public. Node asks for every address (`all`) when it races IPv4 and IPv6.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
    if (blocked) return callback(Object.assign(new PrivateAddressError(hostname, blocked.address), { code: 'EPRIVATEADDRESS' }), '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first.address, first.family);
  });
}
