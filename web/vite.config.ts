import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * A route's contract (packages/shared/src/contracts/*.api.ts) carries a summary for /api/docs; the
 * web calls routes by the rest of it, so its build leaves the sentences out (docs/decisions/0274).
 * Only a one-line `summary: '…',` or `description: '…',` property is dropped.
 */
export function dropRouteDocs(): Plugin {
  return {
    name: 'okota-drop-route-docs',
    transform(code, id) {
      if (!/contracts[\\/][\w-]+\.api\.ts$/.test(id)) return undefined;
      return { code: code.replace(/^[ \t]*(?:summary|description): (['"`])(?:\\.|(?!\1)[^\\\n])*\1,[ \t]*\n/gm, ''), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), dropRouteDocs()],
  // Radix's scroll lock writes a <style> element, which the CSP refuses: ours uses the CSS object model (src/lib/style-singleton.ts).
  resolve: { alias: { 'react-style-singleton': fileURLToPath(new URL('./src/lib/style-singleton.ts', import.meta.url)) } },
  build: isSsrBuild
    ? {
        // The first screens' renderer (src/entry-server.tsx), loaded by the server from dist/.ssr:
        // one self-contained module, React included, so it runs wherever the web build is copied.
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
      }
    : {
        target: 'es2020',
        sourcemap: false,
        reportCompressedSize: true,
        chunkSizeWarningLimit: 200,
        // The server reads it to preload a page's code with its HTML (server/src/plugins/route-preloads.ts).
        manifest: true,
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/uploads': 'http://localhost:5000',
      // The Daraja simulator's controls (development only): the payment dialog simulates a Paybill payment.
      '/__daraja': 'http://localhost:5000',
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
}));
