/**
 * The browser's own id for one chat message (guest or host), so a retry after a lost answer is never stored twice.
 * crypto.getRandomValues, not randomUUID: over plain http (an owner on the local network) browsers offer only it.
 * 12 random bytes as hex: 24 characters, within the server's /^[\w-]{8,64}$/.
 */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
