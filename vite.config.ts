import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: '../../dist/client',
    // The generated photos and video are copied into dist/client before the build; keep them.
    emptyOutDir: false,
    target: 'es2022',
    // The browser's bundle is public (dist/client is served under /assets): no maps with our sources in it.
    // The server-rendering bundle is never served, so it keeps its maps for readable server stack traces.
    sourcemap: Boolean(isSsrBuild),
    // The server reads it to link each server-rendered page's own CSS and code (src/server/http/page-assets.ts).
    manifest: !isSsrBuild,
    rollupOptions: {
      output: {
        // React and the router change rarely: a separate, long-cached chunk.
        // (The server-rendering build leaves node_modules to Node, so it has no chunks to split.)
        manualChunks: isSsrBuild
          ? undefined
          : (id) => (/node_modules\/(react|react-dom|scheduler|wouter)\//.test(id) ? 'react' : undefined),
      },
    },
  },
}));
