import { fileURLToPath } from 'node:url';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';

/**
 * The browser demo, set up as the README's "In the browser" says: `npx vite demo` serves it,
 * `npx vite build demo` builds it to demo/dist. msw's plugin serves the worker script in
 * development and emits it into a build whose code starts the mocks; demo/.env opts this build in
 * (VITE_MOCKS=true), since the demo exists to show them.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [msw()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The mocks chunk (msw, the engines, both documents) and the dataset (827 kB) stay under this.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Two pages: the demo, and tools.html (overrides, faults and the journal; driven by a test).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        tools: fileURLToPath(new URL('tools.html', import.meta.url)),
      },
      // The releases dataset in a chunk of its own: only the engine imports it, so the chunk is
      // fetched with the mocks and never preloaded.
      output: { codeSplitting: { groups: [{ name: 'releases-data', test: /releases\.json/ }] } },
    },
  },
  server: { host: '127.0.0.1' },
});
