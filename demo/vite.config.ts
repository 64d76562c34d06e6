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
  // The releases dataset (~1 MB of JSON) is bundled on purpose; keep Vite from warning about it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2048,
    // Two pages: the demo, and tools.html (overrides, faults and the journal; driven by a test).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        tools: fileURLToPath(new URL('tools.html', import.meta.url)),
      },
    },
  },
  server: { host: '127.0.0.1' },
});
