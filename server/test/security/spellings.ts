/**
 * Other ways to write the same address, as an attacker tries them: percent-encoded letters,
 * upper case, doubled slashes, `/./` and `/x/../`, a trailing slash, double encoding, an encoded
 * slash, a path parameter. A router that decodes or normalises one of these reaches the route
 * itself; the access rule must hold whichever spelling got there.
 */
const encodeChar = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Each letter of `segment` at `index` percent-encoded, lower- or upper-case hex. */
function encodeLetterAt(path: string, index: number, upperHex = false): string {
  const encoded = encodeChar(path[index]);
  return path.slice(0, index) + (upperHex ? encoded.toUpperCase() : encoded) + path.slice(index + 1);
}

export function spellingsOf(url: string): Array<{ label: string; url: string }> {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const segments = path.split('/');
  // The first letter of the second segment (`admin` in /api/admin/users), else of the first.
  const target = segments.length > 2 ? segments[0].length + 1 + segments[1].length + 1 : 1;
  const letterAt = /[a-z]/i.test(path[target] ?? '') ? target : 1;
  const withSegment = (index: number, replace: (segment: string) => string) =>
    segments.map((segment, i) => (i === index ? replace(segment) : segment)).join('/');
  const second = segments.length > 2 ? 2 : 1;

  const variants: Array<[string, string]> = [
    ['one letter percent-encoded', encodeLetterAt(path, letterAt)],
    ['one letter percent-encoded, upper-case hex', encodeLetterAt(path, letterAt, true)],
    ['every letter percent-encoded', path.replace(/[a-z]/gi, encodeChar)],
    ['a letter of the last segment percent-encoded', withSegment(segments.length - 1, (s) => s.replace(/[a-z]/i, encodeChar))],
    ['double-encoded letter', path.slice(0, letterAt) + `%25${path.charCodeAt(letterAt).toString(16)}` + path.slice(letterAt + 1)],
    ['upper case', path.toUpperCase()],
    ['one segment upper case', withSegment(second, (s) => s.toUpperCase())],
    ['doubled slash inside', withSegment(second, (s) => `/${s}`)],
    ['doubled leading slash', `/${path}`],
    ['/./ inside', withSegment(second, (s) => `./${s}`)],
    ['/x/../ inside', withSegment(second, (s) => `x/../${s}`)],
    ['trailing slash', `${path}/`],
    [
      'encoded slash',
      path
        .replace('/', '%2F')
        .replace(/^%2F/, '/')
        .replace(/\/([^/]*)\//, '/$1%2F'),
    ],
    ['path parameter', withSegment(second, (s) => `${s};x=1`)],
    ['encoded dot segment', withSegment(second, (s) => `%2e/${s}`)],
  ];
  const seen = new Set([url]);
  return variants.map(([label, variant]) => ({ label, url: variant + query })).filter((variant) => !seen.has(variant.url) && seen.add(variant.url));
}
