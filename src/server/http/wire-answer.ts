import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One public answer as it goes on the wire: its JSON bytes, compressed once, and a strong ETag over them. */
export interface WireAnswer {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * The bytes Express's res.json would send for `value`, with both compressions done now, once, rather than
 * per request. Brotli at quality 5: near 11's size for JSON of this length, at a fraction of its time.
 */
export function toWireAnswer(value: unknown): WireAnswer {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  return {
    identity,
    gzip: gzipSync(identity),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

export type WireEncoding = 'br' | 'gzip' | 'identity';

/** The bytes to send for an encoding the client accepts (`accepted` as Express's req.acceptsEncodings answers). */
export function wireBody(answer: WireAnswer, accepted: string | false): { encoding: WireEncoding; body: Buffer } {
  if (accepted === 'br') return { encoding: 'br', body: answer.br };
  if (accepted === 'gzip') return { encoding: 'gzip', body: answer.gzip };
  return { encoding: 'identity', body: answer.identity };
}
