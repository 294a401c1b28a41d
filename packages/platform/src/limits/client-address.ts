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
