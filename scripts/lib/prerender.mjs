// Renders the visitor pages (src/shared/prerendered-pages.ts) of every brand into the build:
// dist/prerendered/<brand>/<page>.html, plus <page>.facebook.html where the social login changes
// the page. Each file is the built index.html with the page's markup in #root, its title, and the
// stylesheet inline, so the first paint needs no other request; the client hydrates it.
// Run by vite.config.ts after the client build, through an SSR build of prerender-entry.ts, in a
// process of its own: the app's modules leave timers behind (query garbage collection) that would
// keep the build from ending.
// The SSR build stays in dist/ssr/: the server renders a signed-in page's first online load with
// it (server/http/server-render.ts). It is self-contained (no node_modules needed beside it), and
// never served as a file nor precached.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const SERVER_RENDER_DIR = 'ssr';
const ENTRY_FILE = 'prerender-entry.js';

export async function prerenderVisitorPages({ root, outDir, configFile }) {
  const ssrDir = path.join(outDir, SERVER_RENDER_DIR);
  await build({
    configFile,
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: path.join(root, 'src/web/prerender/prerender-entry.ts'),
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      // One file, at the name the server looks for (not the client build's hashed names).
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].js' } },
    },
  });
  const entry = await import(pathToFileURL(path.join(ssrDir, ENTRY_FILE)).href);
  // The server looks for the bundle where the shared constant says it is.
  if (entry.SERVER_RENDER_ENTRY !== `${SERVER_RENDER_DIR}/${ENTRY_FILE}`) {
    throw new Error(`prerender: the server expects its render bundle at ${entry.SERVER_RENDER_ENTRY}`);
  }
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const css = readFileSync(path.join(outDir, entry.stylesheetHref(template)), 'utf8');
  let files = 0;
  for (const brandId of entry.BRAND_IDS) {
    for (const page of entry.PRERENDERED_PAGES) {
      const address = entry.prerenderAddress(page);
      const plain = await entry.renderPage(address, brandId, false);
      const social = await entry.renderPage(address, brandId, true);
      const variants = [[false, plain]];
      if (social.markup !== plain.markup) variants.push([true, social]);
      for (const [withFacebook, rendered] of variants) {
        const file = path.join(outDir, entry.prerenderedFile(page, brandId, withFacebook));
        mkdirSync(path.dirname(file), { recursive: true });
        const rootAttributes = { 'data-prerendered': page.path };
        writeFileSync(file, entry.pageHtml(template, { ...rendered, rootAttributes, css }));
        files += 1;
      }
    }
  }
  console.log(`prerendered ${files} visitor pages into ${path.relative(root, outDir)}/${entry.PRERENDER_DIR}`);
}

// node scripts/lib/prerender.mjs <outDir>
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const outDir = path.resolve(root, process.argv[2] ?? 'dist');
  prerenderVisitorPages({ root, outDir, configFile: path.join(root, 'vite.config.ts') }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
