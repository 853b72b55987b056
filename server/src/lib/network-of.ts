/**
 * The part of an address one network owns: an IPv4 address, or the /64 of an IPv6 one. A home
 * or a phone gets a whole IPv6 /64, so a limit that counted single IPv6 addresses would hand out
 * endless fresh quotas (docs/decisions/0237, 0266).
 */
export function networkOf(ip: string): string {
  return prefixOf(ip, 4);
}

/**
 * The IPv6 /48 around an address (null for IPv4): what one customer site is usually given, 65,536
 * /64s. A limit per /64 alone would let its holder take a fresh /64 for every request.
 */
export function ipv6SiteOf(ip: string): string | null {
  return ip.includes(':') && !/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? prefixOf(ip, 3) : null;
}

/** An IPv4 address as it is; an IPv6 one cut to its first `groupCount` groups of 16 bits. */
function prefixOf(ip: string, groupCount: 3 | 4): string {
  const address = ip
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
    .replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, groupCount)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/${groupCount * 16}`;
}
