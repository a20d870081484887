/**
 * The client a request comes from, as the limiters count it: the IP address Cloudflare puts in
 * CF-Connecting-IP. An IPv6 subscriber usually holds a whole /64, and a provider's customer often a
 * /48, so counting single v6 addresses would let one person rotate through billions: the sign-in
 * limit per username and client counts a v6 address by its /64 (`clientKey`), the ceilings per
 * client (sign-in across usernames, mails, registrations, challenges) by its /48 (`clientNetwork`).
 * Without the header (tests, a local run without a proxy) every request is the one client "local".
 */
export function clientKey(header: string | undefined | null): string {
  return prefixKey(header, 4);
}

/** The client's network: an IPv4 address itself, an IPv6 address by its /48. */
export function clientNetwork(header: string | undefined | null): string {
  return prefixKey(header, 3);
}

/**
 * The text every `clientKey` inside a `clientNetwork` starts with, or null when the network is a
 * single key (IPv4, "local"): "2001:db8:1::/48" → "2001:db8:1:", which "2001:db8:1:2::/64" starts
 * with and "2001:db8:10:2::/64" does not.
 */
export function networkKeyPrefix(network: string): string | null {
  return network.endsWith("::/48") ? `${network.slice(0, -"::/48".length)}:` : null;
}

function prefixKey(header: string | undefined | null, groupCount: 3 | 4): string {
  const value = header?.trim();
  if (!value) return "local";
  if (!value.includes(":")) return value;
  const groups = expandIPv6(value);
  if (!groups) return value.toLowerCase().slice(0, 64);
  // An IPv4-mapped address (::ffff:192.0.2.1) is the IPv4 client itself.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  const prefix = groups.slice(0, groupCount).map((group) => group.toString(16));
  return `${prefix.join(":")}::/${groupCount * 16}`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  // A trailing dotted IPv4 part counts as the last two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${text.slice(0, v4.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}
