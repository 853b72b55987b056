/**
 * The part of an address one network owns: an IPv4 address, or the /64 of an IPv6 one. A home
 * or a phone gets a whole IPv6 /64, so a limit that counted single IPv6 addresses would hand out
 * endless fresh quotas (docs/decisions/0237, 0266).
 */
export function networkOf(ip: string): string {
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
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
