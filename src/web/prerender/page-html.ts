// The built index.html as a template for a rendered page: #root and its static shell are replaced by
// the page's markup, the title is the page's, the stylesheet is inlined (the first paint needs no
// other request), React's resource hints join the head, and the app's script starts once the page is
// painted (public/start-after-paint.js). Used at build time for the visitor pages
// (scripts/lib/prerender.mjs) and per request for a signed-in page (server/http/server-render.ts).
import type { RenderedPage } from './render-app.ts';

export type PageHtmlInput = RenderedPage & {
  /** #root's attributes, e.g. data-prerendered="/login": how the client knows what it may hydrate. */
  rootAttributes: Record<string, string>;
  /** The stylesheet's text. */
  css: string;
  /** Anything to add after #root (the query state of a signed-in page). */
  afterRoot?: string;
};

/** The built page's entry script (Vite writes it into the head). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/**
 * public/start-after-paint.js fetches and starts the entry once the page is painted. Named in the
 * head, the app's script would be fetched beside the page's HTML and photos and run before the
 * first paint of HTML that needs no script to be read; on a slow connection that is most of a
 * second of a first visit. The shell served by the worker starts the app directly.
 *
 * The entry is asked for once the page is on the screen: its first paint presented (a paint timing
 * entry comes only then; a frame the main thread has drawn can reach the screen noticeably later,
 * and an entry asked for before that was counted in the first paint's critical path) and its photo
 * with it (img[elementtiming], its element timing entry, which Chromium reports for a photo that
 * failed too, once its box is drawn), which the entry's download would otherwise share the
 * connection with. A photo out of view (a reload that kept its scroll position) is never painted,
 * so not waited for; a hidden tab paints nothing and starts at once; a photo that never arrives is
 * not waited for past 3 s. A page painted from a snapshot also names the files its start imports
 * (data-preload, offline/page-snapshot-rules.ts): they are asked for once the entry is in, not
 * beside it (three dozen requests at once held back the page's photo on a slow link), a few per task. Any other
 * page's files are preloaded by the app as it imports them (Vite's preload helper).
 */
const START_AFTER_PAINT = '/start-after-paint.js';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The href of the stylesheet the built index.html links (the one the page inlines). */
export function stylesheetHref(template: string): string {
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template)?.[1];
  if (!href) throw new Error('index.html links no stylesheet');
  return href;
}

/**
 * The template with #root (and the shell in it) replaced by `markup`, under `rootAttributes`, and
 * the page's title. Also how the service worker paints a page snapshot (offline/page-snapshot-*).
 */
export function withRootMarkup(
  template: string,
  page: { rootAttributes: Record<string, string>; markup: string; title: string; afterRoot?: string },
): string {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart) throw new Error('index.html has no <div id="root"> in its body');
  const attributes = Object.entries(page.rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const root = `<div id="root"${attributes}>${page.markup}</div>\n  ${page.afterRoot ?? ''}`;
  return (template.slice(0, rootStart) + root + template.slice(bodyEnd)).replace(
    /<title>[\s\S]*?<\/title>/,
    () => `<title>${escapeText(page.title)}</title>`,
  );
}

/**
 * The page paints before the app's script is fetched and run (START_AFTER_PAINT says why), and
 * `startFiles` (named in data-preload) are fetched once it is in.
 */
export function startAfterPaint(html: string, startFiles: readonly string[] = []): string {
  const preload = startFiles.length > 0 ? ` data-preload="${escapeAttribute(startFiles.join(' '))}"` : '';
  return html.replace(
    ENTRY_SCRIPT,
    (_, src: string) => `<script type="module" src="${START_AFTER_PAINT}" data-entry="${src}"${preload}></script>`,
  );
}

export function pageHtml(template: string, page: PageHtmlInput): string {
  return startAfterPaint(
    withRootMarkup(template, page)
      // The link stays, disabled (never fetched), beside the inlined text: the app's lazy chunks
      // name the stylesheet as theirs, and Vite's preload helper adds it unless a stylesheet link
      // with its href is in the page. Added, it would be fetched, parsed and applied a second time:
      // a style recalculation of the whole page while it hydrates.
      .replace(
        /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/,
        (_, href: string) => `<style>${page.css}</style><link rel="stylesheet" href="${href}" disabled>`,
      )
      .replace('</head>', () => `${page.headTags}</head>`),
  );
}
