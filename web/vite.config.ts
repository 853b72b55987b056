import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * A route's contract (packages/shared/src/contracts/*.api.ts) carries a summary for /api/docs and
 * a `load` and `schema` that give the server its schemas; the web calls routes by the rest of it
 * (the schemas' types are known at compile time), so its build leaves them out (docs/decisions/0274):
 * no sentence and no schema chunk in a page. Only one-line properties are dropped.
 */
export function dropRouteDocs(): Plugin {
  return {
    name: 'okota-drop-route-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!/contracts[\\/][\w-]+\.api\.ts$/.test(id)) return undefined;
      const docs = /^[ \t]*(?:summary|description): (['"`])(?:\\.|(?!\1)[^\\\n])*\1,[ \t]*\n/gm;
      return { code: code.replace(docs, '').replace(/^[ \t]*(?:load|schema): [^\n]*,[ \t]*\n/gm, ''), map: null };
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
