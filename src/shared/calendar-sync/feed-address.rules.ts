import ipaddr from 'ipaddr.js';

/**
 * Which addresses an imported calendar may be fetched from. Only ordinary
 * public unicast addresses: everything else (loopback, private, CGNAT,
 * link-local with the cloud metadata service, unique-local, multicast,
 * reserved, and the IPv6 forms that carry an IPv4 address inside: mapped,
 * NAT64, 6to4, Teredo) could reach this server or its network.
 */
export function refusedAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'not an address';
  // process() turns ::ffff:a.b.c.d into a.b.c.d, so the mapped form is judged as the IPv4 address it is.
  const range = ipaddr.process(bare).range();
  return range === 'unicast' ? null : range;
}

/** True when `host` is an IP literal (IPv6 with or without brackets), as opposed to a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare.includes(':') ? ipaddr.IPv6.isValid(bare) : ipaddr.IPv4.isValidFourPartDecimal(bare);
}

const INTERNAL_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa', '.intranet', '.lan'];

/**
 * A host that obviously names this machine or a private network, judged from
 * the URL alone (no DNS): a non-public IP literal, localhost, a *.internal
 * name such as metadata.google.internal, or a bare one-label name. Names that
 * only resolve to private addresses are caught when the feed is fetched.
 */
export function isObviouslyInternalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isIpLiteral(host)) return refusedAddressReason(host) !== null;
  if (host === 'localhost' || !host.includes('.')) return true;
  return INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** The same check on a whole http(s) URL; anything else is left to the URL rule. */
export function urlHasInternalHost(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return /^https?:$/.test(parsed.protocol) && parsed.hostname !== '' && isObviouslyInternalHost(parsed.hostname);
}
