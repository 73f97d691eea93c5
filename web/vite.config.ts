import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The libraries the entry itself imports, in three chunks (React with its router changes least
// often). Only modules of the first load are grouped ('$initial' below): the parts of Ant Design a
// lazy page alone imports stay in that page's chunks, so each route takes only what it imports.
// Grouped, the first load is 15-20 kB smaller compressed than as some forty small chunks.
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs|@emotion|stylis|classnames|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|string-convert|toggle-selection|copy-to-clipboard|@babel[\\/]runtime)[\\/]/, priority: 2 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
];

/**
 * `vite build --ssr`: the server's copy of the app (src/entry-server.tsx), one CommonJS file with
 * every library inside, since the server runs CommonJS and production installs no web packages.
 */
const serverBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    output: { format: 'cjs' as const, entryFileNames: 'entry-server.cjs', codeSplitting: false },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  ssr: { noExternal: true, target: 'node' as const },
  // The production builds of React and its libraries, like the browser's: the markup hydrates as rendered.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild ? serverBuild : {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by `npm run budget` to follow what each public route loads.
    manifest: true,
    // The first load's Ant Design is one chunk; back-office areas bundle their own parts, which may be large.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Area chunks keep their module name (member.area, admin.area, lawyer.area) so tests can
        // prove the public site never requests back-office code.
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          // Only libraries reachable from the entry are grouped; back-office-only libraries stay
          // in their area's chunks.
          groups: vendorGroups.map((group) => ({ ...group, tags: ['$initial' as const] })),
        },
      },
    },
  },
}));
