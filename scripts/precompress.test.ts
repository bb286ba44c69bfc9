import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressAssets', () => {
  it('writes brotli and gzip copies of the text assets that decode to the very bytes, and none of images or where no smaller', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kbh-precompress-'));
    const script = Buffer.from('export const beach = "Kaneohe Bay";\n'.repeat(400));
    await writeFile(path.join(dir, 'page-abc123.js'), script);
    await writeFile(path.join(dir, 'tiny-abc123.css'), 'a{}');
    await writeFile(path.join(dir, 'photo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 500 }, (_, at) => at % 7)]));

    expect(await precompressAssets(dir)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(['page-abc123.js', 'page-abc123.js.br', 'page-abc123.js.gz', 'photo-abc123.png', 'tiny-abc123.css']);
    const br = await readFile(path.join(dir, 'page-abc123.js.br'));
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(await readFile(path.join(dir, 'page-abc123.js.gz'))).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(script.length / 20);
  });
});
