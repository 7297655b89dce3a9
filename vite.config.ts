/**
 * Build and dev-server setup of the PWA. The router plugin must run before react() so that route
 * files are code-split before JSX is transformed; the service worker is our own source (sw/sw.ts)
 * with the precache list injected, because the outbox sync of later issues needs custom code there.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Colours shared by the manifest, index.html and tailwind.config.ts (brand-700 and the page tint). */
const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#f3f8f6';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Hostel Meals – Karnataka',
        short_name: 'Hostel Meals',
        description: 'Post and review meal photos of Karnataka state hostels, online or offline.',
        lang: 'en',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
      },
      injectManifest: {
        // The face detector (worker chunk, WebAssembly, model) too: faces are blurred offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest,wasm,bin}', 'assets/facemesh-*.json'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: here('./src') },
      { find: '@common', replacement: here('./common') },
      // zod without its `new Function` JIT, which the Content-Security-Policy refuses (src/lib/zod-no-eval.ts).
      { find: /^zod$/, replacement: here('./src/lib/zod-no-eval.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  // Module workers with code splitting: the photo worker loads the face detector only when needed.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bench/bundle-budget.ts to follow each chunk's static imports.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk. Left alone, Rolldown cut it into a
        // dozen pieces along what the lazy routes share, and each piece is compressed on its own: one
        // chunk is about 7 KB gzip less on the sign-in and add-tweet routes (docs/benchmarks.md, P3).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
