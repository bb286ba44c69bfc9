/**
 * Brotli and gzip copies of the built client's text assets (file.js.br, file.js.gz), made once at build time at the
 * encoders' best settings, so the server sends them as they are (express-static-gzip) instead of compressing every
 * response again, and at a smaller size than on-the-fly compression's quick settings give.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|html|xml)$/i;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipped(source, { level: 9 }),
  ]);
  // A copy no smaller is not worth a second file: the server then sends the original.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/** Writes the copies beside every text file in `dir` (not below it); answers how many files it compressed. */
export async function precompressAssets(dir: string): Promise<number> {
  const files = (await readdir(dir)).filter((name) => TEXT.test(name)).map((name) => path.join(dir, name));
  // Two at a time: the build machine has two cores.
  for (let at = 0; at < files.length; at += 2) await Promise.all(files.slice(at, at + 2).map(compressFile));
  return files.length;
}
