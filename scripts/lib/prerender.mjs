// Renders the visitor pages (src/shared/prerendered-pages.ts) of every brand into the build:
// dist/prerendered/<brand>/<page>.html, plus <page>.facebook.html where the social login changes
// the page. Each file is the built index.html with the page's markup in #root, its title, and the
// stylesheet inline, so the first paint needs no other request; the client hydrates it.
// Run by vite.config.ts after the client build, through an SSR build of render-page.tsx, in a
// process of its own: the app's modules leave timers behind (query garbage collection) that would
// keep the build from ending.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The built index.html as a template: #root and its shell are replaced by the page. */
function pageHtml(template, { markup, headTags, title, address, css }) {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart) throw new Error('prerender: index.html has no <div id="root"> in its body');
  const root = `<div id="root" data-prerendered="${address}">${markup}</div>\n  `;
  return (template.slice(0, rootStart) + root + template.slice(bodyEnd))
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/, () => `<style>${css}</style>`)
    .replace('</head>', () => `${headTags}</head>`);
}

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function stylesheetOf(outDir, template) {
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template)?.[1];
  if (!href) throw new Error('prerender: index.html links no stylesheet');
  return readFileSync(path.join(outDir, href), 'utf8');
}

export async function prerenderVisitorPages({ root, outDir, configFile }) {
  const ssrDir = path.join(root, '.tmp', `prerender-ssr-${process.pid}`);
  try {
    await build({
      configFile,
      logLevel: 'warn',
      publicDir: false,
      build: {
        ssr: path.join(root, 'src/web/prerender/prerender-entry.ts'),
        outDir: ssrDir,
        emptyOutDir: true,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const entry = await import(pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href);
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const css = stylesheetOf(outDir, template);
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
          writeFileSync(file, pageHtml(template, { ...rendered, address: page.path, css }));
          files += 1;
        }
      }
    }
    console.log(`prerendered ${files} visitor pages into ${path.relative(root, outDir)}/${entry.PRERENDER_DIR}`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
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
