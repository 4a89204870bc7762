import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz next to every text asset so the API serves them compressed without CPU per request. */
function precompressAssets(): Plugin {
  return {
    name: 'ducan-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(join(dir, file));
          if (source.length < 1024) return;
          await writeFile(join(dir, `${file}.br`), brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);
const libs = fileURLToPath(new URL('../libs', import.meta.url));

/** Shared (browser-safe) libraries are compiled from source; server-only libraries are not reachable. */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
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
