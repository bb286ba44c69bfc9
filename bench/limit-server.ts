/**
 * The limit of this machine for our framework (issue 23), run as a process of its own like the app (so it does not
 * share an event loop with the load generator): a minimal Express 5 answering each recorded path with the app's own
 * bytes and headers from memory (same ETag, same compression), nothing else on the path. Reads the answers from the
 * JSON file named by its argument, prints its port, and stops on SIGTERM. Started by framework-limit.ts.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';

interface Stored {
  status: number;
  headers: [string, string][];
  body: string;
}

const stored = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as [string, Stored][];
const answers = new Map(stored.map(([urlPath, answer]) => [urlPath, { ...answer, body: Buffer.from(answer.body, 'base64') }]));

const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.use((req, res) => {
  const answer = answers.get(req.originalUrl);
  if (!answer) {
    res.status(404).end();
    return;
  }
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.append(name, value);
  res.end(answer.body);
});
const server = app.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
