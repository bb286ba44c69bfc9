import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request that reached the bucket: method, path and how its body was sent. */
  requests: { method: string; path: string; contentLength: string | undefined; chunked: boolean }[];
  stop: () => Promise<void>;
}

const ACCESS_KEY_ID = 'S3RVER';

/**
 * Whether a request carries a valid SigV4 signature for the secret: recomputed over the headers it says it signed
 * and compared. s3rver checks the access key but not a SigV4 signature (its source: "Signature version 4
 * calculation is unimplemented"), so without this a wrong secret key would pass, as no real S3 lets it.
 */
async function signatureMatches(req: IncomingMessage, secretAccessKey: string): Promise<boolean> {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(req.headers.authorization ?? '');
  if (!auth || auth[1] !== ACCESS_KEY_ID) return false;
  const headers = new Headers();
  for (const name of auth[3]!.split(';')) if (name !== 'host') headers.set(name, String(req.headers[name] ?? ''));
  const signer = new AwsV4Signer({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host}${req.url}`,
    headers,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey,
    service: 's3',
    region: auth[2]!,
    datetime: String(req.headers['x-amz-date']),
  });
  const signed = await signer.sign();
  return signed.headers.get('authorization') === req.headers.authorization;
}

const refusal = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message></Error>`;

/**
 * A real S3-compatible server for tests (s3rver, its objects in a throwaway folder) with one bucket, on
 * 127.0.0.1 at a free port, behind a front that refuses a request whose SigV4 signature is not the secret key's.
 */
export async function startTestS3(bucket = 'kbh-backups', secretAccessKey = 'test-secret-key-0123456789'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kbh-s3rver-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: innerPort } = await s3.run();
  const requests: TestS3['requests'] = [];
  const front: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', contentLength: req.headers['content-length'], chunked: /chunked/i.test(req.headers['transfer-encoding'] ?? '') });
    void signatureMatches(req, secretAccessKey).then((ok) => {
      if (!ok) {
        req.resume();
        res.writeHead(403, { 'content-type': 'application/xml' }).end(refusal);
        return;
      }
      const inner = request({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      inner.on('error', () => res.writeHead(502).end());
      req.pipe(inner);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey,
    requests,
    stop: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
