import { sign } from '../../platform/signing';

/**
 * A chat client (the caller's address, as rate limits see it) as a keyed hash: enough to
 * count its open streams and to recognise it after a block, without keeping addresses
 * (a plain hash of an IPv4 address is reversed in seconds).
 */
export function chatClientHash(secret: string, clientKey: string): string {
  return sign(secret, 'chat-client', clientKey, 'hex');
}
