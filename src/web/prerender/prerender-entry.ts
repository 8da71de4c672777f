// What the build's prerender (scripts/lib/prerender.mjs) and the server's per-request render
// (server/http/server-render.ts) need from the app, in one SSR bundle.
import { BRANDS, type BrandId } from '../../shared/domain/brands.ts';

export {
  PRERENDER_DIR,
  PRERENDERED_PAGES,
  prerenderAddress,
  prerenderedFile,
} from '../../shared/prerendered-pages.ts';
export { SERVER_RENDER_ENTRY } from '../../shared/server-rendered-pages.ts';
export { EARLY_TAPS_SCRIPT } from './early-taps.ts';
export { pageHtml, stylesheetHref } from './page-html.ts';
export { renderPage } from './render-page.ts';
export { renderSignedInPage } from './render-signed-in.ts';

export const BRAND_IDS = Object.keys(BRANDS) as BrandId[];
