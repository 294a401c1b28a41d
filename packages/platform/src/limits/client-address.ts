import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under by rate limits: an IPv4 address as it is, an IPv6 address by its /64
 * (one household or device gets a whole /64, so counting single IPv6 addresses would let it rotate freely).
 * IPv4-mapped IPv6 counts as the IPv4 address; anything unparsable is counted as given.
 */
export function clientAddressKey(address: string): string {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return text;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * The network a client address belongs to, as a person's sessions show it (docs/product.md §13): an IPv4 address by
 * its /24, an IPv6 one by its /48 (`203.0.113.0/24`, `2001:db8:1234::/48`); never the address itself. IPv4-mapped
 * IPv6 is shown as IPv4; anything unparsable gives null.
 */
export function clientNetwork(address: string): string | null {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return null;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  return `${ipaddr.IPv6.parse(`${parts.map((part) => part.toString(16)).join(':')}::`).toString()}/48`;
}
