import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: '../../dist/client',
    // Photos are generated into dist/client/photos before the build; keep them.
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // React and the router change rarely: a separate, long-cached chunk.
        manualChunks: (id) => (/node_modules\/(react|react-dom|scheduler|wouter)\//.test(id) ? 'react' : undefined),
      },
    },
  },
});
