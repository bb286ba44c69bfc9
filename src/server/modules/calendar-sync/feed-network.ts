import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIpLiteral, refusedAddressReason } from '../../../shared/calendar-sync/feed-address.rules';

/**
 * Where a feed may be fetched from. Production uses the defaults (real DNS,
 * public addresses only); tests that serve feeds on 127.0.0.1 pass their own
 * `isAllowed`. There is deliberately no environment switch: a deployment
 * cannot turn the guard off by accident.
 */
export interface FeedNetwork {
  /** Every address of a host name; dns.lookup (hosts file and DNS, as the OS does) by default. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** Whether an address may be connected to; public unicast only by default. */
  isAllowed?: (address: string) => boolean;
}

/** The host names to a private network, loopback or metadata service: refused before any connection. */
export class PrivateAddressError extends Error {
  constructor() {
    super('private address');
    this.name = 'PrivateAddressError';
  }
}

const publicOnly = (address: string) => refusedAddressReason(address) === null;
const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The one address a request to `hostname` will connect to, checked. A name
 * is resolved once here and that address is pinned for the connection, so a
 * DNS answer that changes between check and connect (rebinding) changes
 * nothing; if any address of the name is private, the name is refused.
 */
export async function checkedAddress(hostname: string, network: FeedNetwork = {}): Promise<LookupAddress> {
  const isAllowed = network.isAllowed ?? publicOnly;
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIpLiteral(bare)
    ? [{ address: bare, family: bare.includes(':') ? 6 : 4 }]
    : await (network.resolve ?? systemResolve)(bare);
  const first = addresses[0];
  if (!first || addresses.some((entry) => !isAllowed(entry.address))) throw new PrivateAddressError();
  return first;
}

/** A `lookup` for http.request that always answers the pinned address, in either calling style net uses. */
export function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** The last line of defence: the socket's actual peer, whatever led to it. */
export function assertConnectedPeer(remoteAddress: string | undefined, network: FeedNetwork = {}): void {
  const isAllowed = network.isAllowed ?? publicOnly;
  if (!remoteAddress || !isAllowed(remoteAddress)) throw new PrivateAddressError();
}
