/**
 * Where a Web Push may go: only global unicast addresses, and an IPv6 address that carries an
 * IPv4 one is judged by the IPv4 address it carries. Each row is checked three ways: the address
 * itself, a push endpoint written with it (refused when a browser registers it), and the
 * connect-time lookup (DNS answers an address literal with itself).
 */
import { describe, expect, it } from 'vitest';
import { isAcceptablePushEndpoint } from '../../features/notifications/push-subscription.schema';
import { isPublicAddress, publicOnlyLookup } from './public-address';

const ALLOWED: Array<[string, string]> = [
  ['8.8.8.8', 'a public IPv4 address'],
  ['1.1.1.1', 'a public IPv4 address'],
  ['142.250.185.74', 'a Google front end'],
  ['41.90.64.1', 'a Safaricom address'],
  ['2606:4700:4700::1111', 'a public IPv6 address'],
  ['2a00:1450:4001:82a::200a', 'a public IPv6 address'],
  ['::ffff:8.8.8.8', 'IPv4-mapped, carrying a public address'],
  ['64:ff9b::808:808', 'NAT64 (DNS64), carrying 8.8.8.8'],
  ['2002:808:808::1', '6to4, carrying 8.8.8.8'],
];

const REFUSED: Array<[string, string]> = [
  ['127.0.0.1', 'loopback'],
  ['127.8.9.10', 'loopback, not only .1'],
  ['10.1.2.3', 'private (RFC 1918)'],
  ['172.16.5.4', 'private (RFC 1918)'],
  ['192.168.1.1', 'private (RFC 1918)'],
  ['169.254.169.254', 'link-local: the cloud metadata service'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', '"this network"'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation (TEST-NET-1)'],
  ['198.51.100.7', 'documentation (TEST-NET-2)'],
  ['203.0.113.9', 'documentation (TEST-NET-3)'],
  ['198.18.0.1', 'benchmarking'],
  ['224.0.0.1', 'multicast'],
  ['240.0.0.1', 'reserved (class E)'],
  ['255.255.255.255', 'broadcast'],
  ['::1', 'IPv6 loopback'],
  ['::', 'IPv6 unspecified'],
  ['::7f00:1', 'IPv4-compatible 127.0.0.1, written in hex'],
  ['::a00:1', 'IPv4-compatible 10.0.0.1'],
  ['::808:808', 'IPv4-compatible, even carrying a public address (deprecated form)'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
  ['64:ff9b::7f00:1', 'NAT64 carrying 127.0.0.1'],
  ['64:ff9b::a00:1', 'NAT64 carrying 10.0.0.1'],
  ['64:ff9b:1::808:808', "local-use NAT64 prefix (RFC 8215): where the IPv4 address sits is the operator's choice"],
  ['2002:c0a8:101::1', '6to4 carrying 192.168.1.1'],
  ['2002:7f00:1::1', '6to4 carrying 127.0.0.1'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['::ffff:0:808:808', 'IPv4-translated (RFC 6145)'],
  ['fec0::1', 'site-local (deprecated)'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['ff02::1', 'multicast'],
  ['100::1', 'discard-only (RFC 6666)'],
  ['2001:db8::1', 'documentation'],
  ['2001:2::1', 'benchmarking'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['5f00::1', 'segment routing'],
  ['4000::1', 'outside the global unicast block 2000::/3'],
];

const endpointFor = (address: string) => `https://${address.includes(':') ? `[${address}]` : address}/push/abc`;

const connectLookup = (address: string) =>
  new Promise<unknown>((resolve, reject) => {
    publicOnlyLookup(address, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

describe('public push addresses', () => {
  it('has a table of at least 30 addresses', () => {
    expect(ALLOWED.length + REFUSED.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ALLOWED)('allows %s (%s)', async (address) => {
    expect(isPublicAddress(address)).toBe(true);
    expect(isAcceptablePushEndpoint(endpointFor(address), false)).toBe(true);
    await expect(connectLookup(address)).resolves.toHaveLength(1);
  });

  it.each(REFUSED)('refuses %s (%s)', async (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(isAcceptablePushEndpoint(endpointFor(address), false)).toBe(false);
    await expect(connectLookup(address)).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
  });

  it('treats a host name as a name, to be judged by what it resolves to', () => {
    expect(isPublicAddress('fcm.googleapis.com')).toBe(false);
    expect(isAcceptablePushEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
  });
});
