import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
const libs = fileURLToPath(new URL('../libs', import.meta.url));

/** Shared (browser-safe) libraries are compiled from source; server-only libraries are not reachable. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `@ducan/contracts/<file>` reaches one browser-safe module without the barrel (whose DTOs bring
    // class-validator), which keeps the landing page's entry chunk small.
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^@ducan\/contracts\/(.+)$/, replacement: `${libs}/contracts/src/$1.ts` },
      { find: /^@ducan\/contracts$/, replacement: `${libs}/contracts/src/index.ts` },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/ws': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/preview': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
