import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const outDir = path.resolve(import.meta.dirname, 'dist/web');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to every built text file
 * (scripts, styles, SVG, JSON) that compression makes smaller, so the server sends them as they are
 * (@fastify/static's preCompressed, server/platform/http/spa.ts) instead of compressing each
 * response on the fly. index.html is left out: the server fills in page metadata per request.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
  let dir = outDir;
  return {
    name: 'octane:precompress',
    apply: 'build',
    configResolved(config) {
      dir = config.build.outDir;
    },
    async closeBundle() {
      const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const body = fs.readFileSync(full);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          if (br.length < body.length) fs.writeFileSync(`${full}.br`, br);
          if (gz.length < body.length) fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web/src'),
      '@common': path.resolve(import.meta.dirname, 'common'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000', '/files': 'http://localhost:5000' },
  },
});
