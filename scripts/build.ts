/**
 * Production build: the generated photos and video (rendered only when stale, see
 * generated-assets.ts), the client (Vite, once for the browser
 * and once for server rendering) and the server (one esbuild bundle with
 * node_modules left external). Writes dist/.build-hash so
 * `npm start` knows when the build is current.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { prepareGeneratedAssets } from './generated-assets';
import { precompressAssets } from './precompress';
import { staticImportsOutside } from './runtime-imports';
import { sourceHash } from './source-hash.mjs';

const started = Date.now();
await prepareGeneratedAssets();
// The hashed files of earlier builds: Vite keeps dist/client (the generated photos and video are there), so without this
// every build's chunks stayed beside the new ones.
await rm('dist/client/assets', { recursive: true, force: true });
await viteBuild({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
const compressed = await precompressAssets('dist/client/assets');
// The same client code built for Node: the server renders the public pages with it.
await viteBuild({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.resolve('src/client/entry-server.tsx'),
    outDir: path.resolve('dist/ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
  },
});
await esbuild({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// What the server and its rendering load at start-up must be installed without the development dependencies.
const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const ssrFiles = readdirSync('dist/ssr', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
const outside = staticImportsOutside(['dist/server/index.js', ...ssrFiles.map((file) => path.join('dist/ssr', file))].map((file) => readFileSync(file, 'utf8')).join('\n'), dependencies);
if (outside.length > 0) throw new Error(`The built server imports ${outside.join(', ')} at start-up: move them to "dependencies" in package.json.`);
writeFileSync('dist/.build-hash', sourceHash());
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} assets precompressed)`);
