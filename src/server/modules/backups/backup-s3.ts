import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { fileSha256 } from './file-sha256';

/** An S3-compatible bucket for the off-machine copies (decision 058): AWS S3, MinIO, Cloudflare R2, Backblaze B2, s3rver. */
export interface S3Settings {
  /** The service's base URL, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** '' or a prefix ending in '/' (normalizePrefix). */
  prefix: string;
}

export interface S3Bucket {
  putFile: (key: string, file: string) => Promise<void>;
  listKeys: (prefix: string) => Promise<string[]>;
  deleteKey: (key: string) => Promise<void>;
}

/** A key's path in a URL: each segment percent-encoded as SigV4 encodes it (RFC 3986), the slashes kept. */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

const xmlText = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[\da-f]+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()]!;
    return String.fromCodePoint(entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });

const tag = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match ? xmlText(match[1]!) : null;
};


/** What an S3 error says, safely: the HTTP status and S3's own code and message, never the request or a key. */
async function s3Error(what: string, response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  const code = tag(body, 'Code');
  const message = tag(body, 'Message');
  return new Error(`${what} was refused (HTTP ${response.status}${code ? ` ${code}` : ''})${message ? `: ${message.slice(0, 300)}` : ''}`);
}

/** A request that did not reach the service: the cause's code (ECONNREFUSED, ENOTFOUND…), not a stack. */
function unreachable(endpoint: string, error: unknown): Error {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new Error(`${new URL(endpoint).host} could not be reached (${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))})`);
}

/**
 * A bucket reached with path-style URLs (endpoint/bucket/key, which MinIO, s3rver, R2 and B2 all take) and
 * requests signed with SigV4 by aws4fetch. No retries inside: a file's body is a stream, read once.
 */
export function s3Bucket(settings: S3Settings): S3Bucket {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region, retries: 0 });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const send = async (url: string, init: RequestInit) => {
    try {
      return await client.fetch(url, init);
    } catch (error) {
      throw unreachable(settings.endpoint, error);
    }
  };

  return {
    /**
     * One PUT per file, streamed from disk (never the whole file in memory): its sha256 first, read once, so the
     * service checks what arrived, then the bytes with their length. A single PUT takes up to 5 GB; a backup's
     * files are far below that (the dump of a site this size is megabytes), so no multipart upload.
     */
    async putFile(key, file) {
      const size = (await stat(file)).size;
      const hash = await fileSha256(file);
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      const response = await send(`${base}/${encodeKey(key)}`, {
        method: 'PUT',
        headers: { 'content-length': String(size), 'x-amz-content-sha256': hash, 'content-type': 'application/octet-stream' },
        body,
        duplex: 'half',
      } as RequestInit);
      if (!response.ok) throw await s3Error(`The upload of ${key}`, response);
      await response.body?.cancel();
    },

    /** Every key under the prefix (ListObjectsV2, a thousand a page). */
    async listKeys(prefix) {
      const keys: string[] = [];
      let token: string | null = null;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) });
        const response = await send(`${base}?${query.toString().replace(/\+/g, '%20')}`, { method: 'GET' });
        if (!response.ok) throw await s3Error('Listing the bucket', response);
        const xml = await response.text();
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(xmlText(match[1]!));
        token = tag(xml, 'IsTruncated') === 'true' ? tag(xml, 'NextContinuationToken') : null;
      } while (token);
      return keys;
    },

    async deleteKey(key) {
      const response = await send(`${base}/${encodeKey(key)}`, { method: 'DELETE' });
      // 404: already gone, which is what was asked.
      if (!response.ok && response.status !== 404) throw await s3Error(`Deleting ${key}`, response);
      await response.body?.cancel();
    },
  };
}
