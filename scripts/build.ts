/**
 * Production build: the generated photos and video (rendered only when stale, see
 * generated-assets.ts), the client (Vite, once for the browser
 * and once for server rendering) and the server (one esbuild bundle with
 * node_modules left external). Writes dist/.build-hash so
 * `npm start` knows when the build is current.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { prepareGeneratedAssets } from './generated-assets';
import { sourceHash } from './source-hash.mjs';

const started = Date.now();
await prepareGeneratedAssets();
await viteBuild({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
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
writeFileSync('dist/.build-hash', sourceHash());
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
