import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The browser demo: `npx vite demo` serves it, `npx vite build demo` builds it to demo/dist.
 * `public/` holds msw's mockServiceWorker.js, served from the root so the worker's scope is
 * the whole page.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The largest chunk is the releases dataset (JSON, 827 kB, 101 kB gzip), fetched only with the mocks.
    chunkSizeWarningLimit: 900,
    // Two pages: the demo, and tools.html (overrides, faults and the journal; driven by a test).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        tools: fileURLToPath(new URL('tools.html', import.meta.url)),
      },
      // The releases dataset in a chunk of its own, fetched with the mocks (Vite 8; Vite 7 and
      // earlier: output.manualChunks: (id) => (id.endsWith('releases.json') ? 'releases-data' : null)).
      output: {
        codeSplitting: {
          groups: [
            { name: 'releases-data', test: /releases\.json/ },
            { name: 'msw', test: /node_modules\/(?!openapi-fetch)/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
