import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A file's sha256 in hex, read as a stream (a backup's files may be large). */
export const fileSha256 = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file).on('error', reject).on('data', (chunk) => hash.update(chunk)).on('end', () => resolve(hash.digest('hex')));
  });
