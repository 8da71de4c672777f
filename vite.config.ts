import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { reviseBrandManifests, webManifest } from './scripts/vite/web-manifest.ts';

// Identifies the build in the client (config.buildId): VITE_BUILD_ID if given, else the commit.
function buildId(): string {
  if (process.env.VITE_BUILD_ID) return process.env.VITE_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return `t${Date.now().toString(36)}`;
  }
}

// After the client build: the visitor pages rendered to HTML per brand (scripts/lib/prerender.mjs),
// so they paint before the JavaScript arrives. Not in the prerender's own SSR build.
function prerenderVisitorPages(): Plugin {
  let outDir = '';
  let root = '';
  let skip = false;
  return {
    name: 'gangway:prerender-visitor-pages',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (skip) return;
      const script = fileURLToPath(new URL('./scripts/lib/prerender.mjs', import.meta.url));
      const result = spawnSync(process.execPath, [script, outDir], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) throw new Error('Prerendering the visitor pages failed (see above).');
    },
  };
}

/**
 * What /login imports beyond the entry (see bench/bundle-size.mjs for the files it loads), but not
 * what every page imports (use-page-title.ts): the dashboard must not fetch the sign-in page's code.
 */
const LOGIN_PAGE_MODULES = [
  '/src/web/routes/login.tsx',
  '/src/web/features/auth/components/social-login.tsx',
  '/src/web/features/auth/safe-redirect.ts',
  '/src/shared/domain/forms/login.ts',
  '/src/web/features/auth/api/sign-in.ts',
  '/src/web/features/auth/components/login-form.tsx',
  '/src/web/features/auth/components/auth-card.tsx',
  '/src/web/features/auth/server-errors.ts',
  '/src/web/features/auth/components/submit-button.tsx',
  '/src/web/features/auth/components/use-form.ts',
  '/src/web/features/auth/components/failure-text.ts',
  '/src/web/ui/field.tsx',
  '/src/web/ui/form-error.tsx',
];

// A booking's offline status, which the dashboard's cards and the booking page show and the
// persister, the sign-out wipe and the saving code also use: each a few hundred bytes, which the
// bundler would otherwise make one file each (one more request and preload link on each start).
// The visa letter's schema joins them: the booking page and the saving code share it too.
const OFFLINE_STATUS_MODULES = [
  '/src/web/lib/persisted-copy.ts',
  '/src/web/offline/saved-bookings/booking-reads.ts',
  '/src/web/offline/saved-bookings/offline-status.ts',
  '/src/web/offline/saved-bookings/use-offline-status.ts',
  '/src/shared/contract/visa-letter.ts',
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    webManifest(),
    prerenderVisitorPages(),
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false, // src/web/offline/register-sw.ts registers it
      manifest: false, // manifest.webmanifest above
      injectManifest: {
        // A classic (non-module) worker: module service workers are not supported everywhere yet.
        rollupFormat: 'iife',
        // The shell and every chunk, lazy ones included (pdf-lib's), so any screen opens offline
        // after one online visit. Product photos are content, not shell: the worker caches them at
        // run time with a limit (src/web/offline/service-worker-routes.ts).
        globPatterns: ['**/*.{js,css,html,webmanifest,png,svg,ico,woff2}'],
        // iOS fetches its splash screen when the app is added to the home screen, not offline.
        // The prerendered visitor pages are for a first visit's paint; offline, the worker answers
        // every navigation with the shell.
        // The install dialog's screenshots are fetched when it opens, online.
        globIgnores: ['images/products/**', 'icons/*/apple-splash-*', 'screenshots/**', 'prerendered/**', 'ssr/**'],
        // Above the largest chunk (pdf-lib's): a chunk left out would fail offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [reviseBrandManifests],
      },
    }),
  ],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()) },
  resolve: {
    alias: {
      // @tanstack/react-store asks for the shim, which only adds a copy of useSyncExternalStore
      // for React < 18; this package's own build uses React's, the same code without the copy.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // Every browser this app supports has <link rel="modulepreload"> (Safari since 17). Vite's
    // preload helper adds one per file a lazy import needs, with its stylesheets, as the import
    // starts: a page's start files are asked for together, not one import level per round trip.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: each module's file and static imports, for the byte budgets
    // (scripts/check-byte-budgets.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, as ONE file: the bundler would otherwise
            // split it into several chunks (shared with lazy pages), each compressed on its own.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The sign-in page and the form parts it shares with the other visitor pages, as one
            // file instead of nine small ones fetched in two round trips.
            { name: 'login', test: (id) => LOGIN_PAGE_MODULES.some((path) => id.endsWith(path)), priority: 1 },
            {
              name: 'offline-status',
              test: (id) => OFFLINE_STATUS_MODULES.some((path) => id.endsWith(path)),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
